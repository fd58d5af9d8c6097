import type { ReactNode } from 'react';

/** One section of the landing page: its heading (named `${name}-title`, which labels the section) and its content. */
export function LandingSection({ name, title, className, children }: { name: string; title: string; className?: string; children: ReactNode }) {
  const titleId = `${name}-title`;
  return (
    <section className={className ? `landing__section ${className}` : 'landing__section'} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </section>
  );
}
