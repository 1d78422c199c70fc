/**
 * An application as the career form sends it, as FormData for `fetch` against a running server:
 * one JPEG photo and the given PDF resumes (cv.pdf, cv2.pdf, …).
 */
export function applicationFormData(nama: string, files: { photo: Buffer; resumes: Buffer[] }) {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    nama,
    telepon: '081234567890',
    posisi: 'Security',
    jenis_kelamin: 'Laki-laki',
    tanggal_lahir: '1995-05-05',
    pesan: 'Jl. Merdeka 1, Jakarta',
    persetujuan: 'true',
  }))
    form.append(key, value);
  form.append('foto', new Blob([new Uint8Array(files.photo)], { type: 'image/jpeg' }), 'foto.jpg');
  files.resumes.forEach((resume, index) =>
    form.append(
      'resume',
      new Blob([new Uint8Array(resume)], { type: 'application/pdf' }),
      index === 0 ? 'cv.pdf' : `cv${index + 1}.pdf`,
    ),
  );
  return form;
}
