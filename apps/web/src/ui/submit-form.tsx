import type { ReactNode } from 'react';

/**
 * A form whose fields the page checks itself (no browser bubbles, which would speak the browser's language, not the
 * page's) and whose submit runs `onSubmit` instead of loading another page.
 */
export function SubmitForm({
  onSubmit,
  className,
  children,
}: {
  onSubmit: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
