import { COMPANY_NAME } from '@tp/schemas/company';

/** `Name | Company`: the tab title of every page but the home page. */
export const pageTitle = (name: string) => `${name} | ${COMPANY_NAME}`;

/** Title, description and the same for social sharing (Open Graph, Twitter). */
export function seo({ title, description, image, type = 'website' }: { title: string; description: string; image?: string; type?: string }) {
  const tags: Record<string, string>[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: COMPANY_NAME },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ];
  if (image) {
    const absolute = new URL(image, window.location.origin).href;
    tags.push({ property: 'og:image', content: absolute }, { name: 'twitter:image', content: absolute });
  }
  return tags;
}

/** An image's URL from its stored path (`uploads/…`), as REST.md has it: the backend base plus the path. */
export const imageUrl = (path: string) => `/api/${path.replace(/^\/+/, '')}`;
