import { useCallback, type ImgHTMLAttributes } from 'react';

export interface BlobImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** A picked file or a fetched image. */
  blob: Blob;
}

/**
 * An image shown from a Blob through an object URL made when the `<img>` is attached and revoked
 * when it goes (or the blob changes), so no URL outlives its image, also under StrictMode.
 */
export function BlobImage({ blob, alt, ...img }: BlobImageProps) {
  const attach = useCallback(
    (element: HTMLImageElement | null) => {
      if (!element) return undefined;
      const url = URL.createObjectURL(blob);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return <img ref={attach} alt={alt} {...img} />;
}
