import { Avatar } from 'mf_shared_ui/ui-feedback';

export function CompanyLogo({
  name,
  logoUrl,
  size = 48,
}: {
  name: string;
  logoUrl: string | null;
  size?: number;
}) {
  return (
    <Avatar
      shape="square"
      size={size}
      src={logoUrl ?? undefined}
      alt={name}
      style={{ flex: 'none', background: logoUrl ? '#fff' : '#1677ff', border: '1px solid #f0f0f0' }}
    >
      {name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
}
