import { useId, type ReactNode } from 'react';
import { Typography } from 'mf_shared_ui/ui';

/** A part of a review drawer under its own heading (h3), named by it for screen readers' landmarks. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Typography.Title level={3} id={id} style={{ fontSize: 16 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
