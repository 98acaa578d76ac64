import { useState, type CSSProperties } from 'react';
import { initialOf } from 'mf_shared_ui/format';

/**
 * A company's logo in a fixed square, or its initial when there is none (or it fails to load). Plain elements:
 * result lists render twenty of these, and antd Avatar measures each one's text after every render.
 */
export function CompanyLogo({
  name,
  logoUrl,
  size = 48,
}: {
  name: string;
  logoUrl: string | null;
  size?: number;
}) {
  const [failed, setFailed] = useState(false);
  const box: CSSProperties = {
    flex: 'none',
    width: size,
    height: size,
    borderRadius: 8,
    border: '1px solid #f0f0f0',
    boxSizing: 'border-box',
  };
  if (logoUrl && !failed)
    return (
      <img
        src={logoUrl}
        alt={name}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        style={{ ...box, objectFit: 'contain', background: '#fff' }}
      />
    );
  return (
    <span
      aria-hidden="true"
      style={{
        ...box,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#0958d9',
        color: '#fff',
        fontSize: Math.round(size / 2.4),
        fontWeight: 600,
      }}
    >
      {initialOf(name)}
    </span>
  );
}
