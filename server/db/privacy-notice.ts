/**
 * The default 'Kebijakan Privasi' (docs/decisions/022): seeded into the pages table even without demo
 * content, because the law requires a notice before personal data is collected (UU PDP 27/2022,
 * Pasal 20-21). Staff edit it at /admin/content/edit-kebijakan-privasi; docs/privacy.md is the
 * technical companion.
 */
export const PRIVACY_PAGE_SLUG = 'kebijakan-privasi';

export const DEFAULT_PRIVACY_NOTICE = [
  '<p>Kebijakan Privasi ini menjelaskan bagaimana kami memproses data pribadi anda sesuai dengan Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi (UU PDP).</p>',
  '<h2>Data yang kami kumpulkan</h2>',
  '<ul><li><p>Akun pelamar: username, alamat email dan password (disimpan dalam bentuk hash).</p></li><li><p>Lamaran: nama, nomor telepon, email, posisi, jenis kelamin, tanggal lahir, alamat, foto dan dokumen (CV) yang anda unggah, serta status dan jadwal interview.</p></li><li><p>Pesan kontak: nama, email, nomor telepon dan isi pesan.</p></li><li><p>Catatan persetujuan: waktu dan versi kebijakan privasi yang anda setujui.</p></li></ul>',
  '<h2>Tujuan pemrosesan</h2>',
  '<p>Data lamaran hanya digunakan untuk proses rekrutmen: menilai kesesuaian anda dengan posisi yang dilamar, menghubungi anda dan menjadwalkan interview. Pesan kontak hanya digunakan untuk menjawab pertanyaan anda. Dasar pemrosesannya adalah persetujuan anda.</p>',
  '<h2>Siapa yang dapat melihat data anda</h2>',
  '<p>Hanya staf rekrutmen kami (HRD, admin dan pimpinan) yang dapat melihat lamaran anda. Dokumen dan foto tidak pernah dipublikasikan dan hanya dapat dibuka melalui tautan yang berlaku beberapa menit. Kami tidak menjual atau membagikan data anda kepada pihak lain.</p>',
  '<h2>Berapa lama data disimpan</h2>',
  '<p>Lamaran yang sudah diputuskan (Diterima atau Ditolak) dihapus beserta dokumen dan akunnya setelah tidak diubah selama masa retensi (standar 12 bulan). Pesan kontak dihapus setelah masa yang sama.</p>',
  '<h2>Hak anda</h2>',
  '<ul><li><p>Mendapatkan informasi tentang pemrosesan data anda (kebijakan ini).</p></li><li><p>Mengakses dan mendapatkan salinan data anda: gunakan tombol <strong>Unduh Data Saya</strong> di halaman karier.</p></li><li><p>Memperbaiki data yang tidak akurat dengan menghubungi kami.</p></li><li><p>Menarik persetujuan dan menghapus akun beserta seluruh data anda: gunakan tombol <strong>Hapus Akun</strong> di halaman karier.</p></li><li><p>Mengajukan keberatan atau pengaduan kepada kami atau kepada lembaga pelindungan data pribadi.</p></li></ul>',
  '<h2>Keamanan dan kegagalan pelindungan data</h2>',
  '<p>Kami melindungi data anda dengan enkripsi saat transmisi, password yang di-hash dan akses berdasarkan peran. Jika terjadi kegagalan pelindungan data pribadi, kami akan memberi tahu anda dan lembaga yang berwenang paling lambat 3 x 24 jam.</p>',
  '<h2>Perubahan kebijakan</h2>',
  '<p>Jika kebijakan ini berubah, kami akan meminta persetujuan anda kembali pada saat anda mengirim lamaran berikutnya.</p>',
  '<p>Pertanyaan tentang data pribadi anda dapat dikirim melalui formulir kontak di halaman utama.</p>',
].join('');

/**
 * The notice in English, seeded with the demo content (docs/decisions/043) for the English site's
 * readers; the Indonesian notice is the one applicants consent to.
 */
export const DEFAULT_PRIVACY_NOTICE_EN = [
  '<p>This Privacy Policy explains how we process your personal data under Indonesian Law No. 27 of 2022 on Personal Data Protection (UU PDP).</p>',
  '<h2>The data we collect</h2>',
  '<ul><li><p>Contact messages: name, email, phone number and the message itself.</p></li><li><p>Job applications (through the Indonesian career pages): name, phone number, email, position, gender, date of birth, address, the photo and documents (CV) uploaded, and the status and interview date.</p></li><li><p>Consent records: when you agreed and to which version of this policy.</p></li></ul>',
  '<h2>Why we process it</h2>',
  '<p>Contact messages are used only to answer your question. Application data is used only for recruitment. The legal basis is your consent.</p>',
  '<h2>Who can see your data</h2>',
  '<p>Only our staff who handle your message or application can see it. We never sell or share your data with third parties.</p>',
  '<h2>How long we keep it</h2>',
  '<p>Contact messages and decided applications are erased after the retention period (12 months by default).</p>',
  '<h2>Your rights</h2>',
  '<ul><li><p>To be informed about how your data is processed (this policy).</p></li><li><p>To access, correct or erase your data, and to withdraw your consent.</p></li><li><p>To object or complain to us or to the personal data protection authority.</p></li></ul>',
  '<h2>Security and data breaches</h2>',
  '<p>We protect your data with encryption in transit, hashed passwords and role-based access. If a personal data breach occurs, we will inform you and the authority within 3 x 24 hours.</p>',
  '<p>Questions about your personal data can be sent through the contact form on the home page.</p>',
].join('');
