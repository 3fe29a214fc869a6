/** The small DE / EN / RU mark of a product's or category's language. */
export function LanguageBadge({ lang }: { lang: string }) {
  return (
    <span className="inline-flex shrink-0 items-center rounded bg-steel-100 px-1.5 py-0.5 text-[0.7rem] font-semibold uppercase leading-none tracking-wide text-navy-800">
      {lang}
    </span>
  );
}
