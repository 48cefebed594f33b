import { useMemo } from 'react';
import { encode } from 'uqr';

/** The path of every dark module, one 1×1 square each, in the QR code's own units. */
function modulesPath(data: boolean[][]): string {
  const parts: string[] = [];
  data.forEach((row, y) => row.forEach((dark, x) => dark && parts.push(`M${x} ${y}h1v1h-1z`)));
  return parts.join('');
}

/**
 * The authenticator app's otpauth:// URI as a QR code (an SVG drawn from uqr's modules, black on
 * white with a quiet zone in either theme, so phones read it). Named for screen readers: the key
 * beside it is the way in without a camera.
 */
export function TotpQrCode({ uri }: { uri: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(uri, { ecc: 'M', border: 4 });
    return { size: qr.size, path: modulesPath(qr.data) };
  }, [uri]);
  return (
    <svg
      role="img"
      aria-label="QR code to scan with your authenticator app (the setup key below holds the same secret)"
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="h-48 w-48 rounded-md border border-base-300"
      data-testid="totp-qr-code"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
