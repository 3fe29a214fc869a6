/**
 * The spare groups and parts the search tests look for: part numbers in several spellings and a substitute number,
 * descriptions in three languages (a German compound among them). The module test and the server's HTTP test both
 * write them, each through its own door.
 */
type CataloguePart = {
  partnumber: string;
  description_de?: string;
  description_en?: string;
  description_ru?: string;
  subst_part?: string;
  quantity?: number;
};

export const SEARCH_CATALOGUE: Record<'turbine' | 'seals', { titles: Record<string, string>; parts: CataloguePart[] }> =
  {
    turbine: {
      titles: { title_de: 'LM6000 Ersatzteile', title_en: 'LM6000 spare parts', title_ru: 'Запчасти LM6000' },
      parts: [
        {
          partnumber: 'L29479-G01',
          description_de: 'Brennstoffdüse',
          description_en: 'Fuel nozzle',
          description_ru: 'Топливная форсунка',
          quantity: 4,
        },
        { partnumber: 'L29479-G02', description_en: 'Fuel nozzle, liquid' },
        { partnumber: 'XL29479G01A', description_en: 'Nozzle adapter' },
        { partnumber: '629479', description_en: 'Spacer' },
      ],
    },
    seals: {
      titles: { title_de: 'Dichtungen', title_en: 'Seals' },
      parts: [
        {
          partnumber: '9236M71P09',
          subst_part: 'L29479-G05',
          description_de: 'Dichtring, Heißgasteil',
          description_en: 'Seal ring, hot section',
          description_ru: 'Уплотнительное кольцо',
        },
      ],
    },
  };
