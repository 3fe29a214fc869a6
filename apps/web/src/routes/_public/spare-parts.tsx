import { createFileRoute, notFound } from '@tanstack/react-router';

// The menu links here already; the page itself arrives with its catalogue issue. Until then: the not-found page.
export const Route = createFileRoute('/_public/spare-parts')({
  loader: () => {
    throw notFound();
  },
});
