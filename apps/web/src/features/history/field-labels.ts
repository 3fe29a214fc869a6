import { useLingui } from '@lingui/react/macro';

/** A record's field as the editors name it (`title_en` → "Title (EN)"); an unknown one as it is stored. */
export function useFieldLabel() {
  const { t } = useLingui();
  const names: Record<string, string> = {
    title: t`Title`,
    text: t`Description`,
    description: t`Description`,
    name: t`Name`,
    partnumber: t`Part number`,
    subst_part: t`Substitute part`,
    quantity: t`Quantity`,
    images: t`Pictures`,
    image: t`Picture`,
    phone: t`Phone`,
    email: t`E-mail`,
    address: t`Address`,
    footer_text: t`Footer text`,
    type: t`Type`,
    model: t`Model`,
    power: t`Power`,
    category_id: t`Category`,
    lang: t`Language`,
    link: t`Link`,
    hidden: t`Visible to visitors`,
  };
  return (field: string) => {
    const [, base = field, lang] = /^(.*?)(?:_(de|en|ru))?$/.exec(field) ?? [];
    const name = names[base];
    if (!name) return field;
    return lang ? `${name} (${lang.toUpperCase()})` : name;
  };
}
