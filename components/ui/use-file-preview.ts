'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * A preview URL for a picked image file. The object URL holds the picture in memory until revoked: one per chosen
 * file, dropped when another is chosen and when the component goes away.
 */
export function useFilePreview(): [preview: string | null, show: (file: File | null) => void] {
  const [preview, setPreview] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);
  const show = (file: File | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = file ? URL.createObjectURL(file) : null;
    setPreview(previewRef.current);
  };
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );
  return [preview, show];
}
