/**
 * shrinkPhoto (./shrink-photo.ts), fetched when the first photo is chosen rather than with the
 * career page (docs/decisions/041). When its code cannot be fetched (the connection dropped), the
 * photo goes as it is: the server decodes and shrinks every image anyway.
 */
export const shrinkPhotoLazily = (file: File): Promise<File> =>
  import('./shrink-photo.ts').then(
    ({ shrinkPhoto }) => shrinkPhoto(file),
    () => file,
  );
