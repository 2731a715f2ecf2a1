import { Skeleton } from '@radix-ui/themes';
import { useEffect, useState } from 'react';

export interface TotpQrCodeProps {
  /** The `otpauth://` URI the server answered. */
  value: string;
  /** What a screen reader says instead of the picture. */
  label: string;
  size?: number;
}

/** One path of the dark modules (1 unit each): a small inline SVG, no image service ever sees the secret. */
function pathOf(modules: boolean[][]): string {
  let d = '';
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return d;
}

/**
 * The QR code of an authenticator enrolment, drawn in the browser. `uqr` loads only when an
 * enrolment starts, so the panel's first load never pays for the encoder.
 */
export function TotpQrCode({ value, label, size = 184 }: TotpQrCodeProps) {
  const [qr, setQr] = useState<{ value: string; size: number; path: string } | null>(null);
  useEffect(() => {
    let live = true;
    void import('uqr').then(({ encode }) => {
      const { data, size: modules } = encode(value, { ecc: 'M', border: 2 });
      if (live) setQr({ value, size: modules, path: pathOf(data) });
    });
    return () => {
      live = false;
    };
  }, [value]);
  if (!qr || qr.value !== value) return <Skeleton width={`${size}px`} height={`${size}px`} />;
  return (
    <svg
      className="okr-totp-qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
