import type { RecordLang } from '@tp/schemas';
import type { Product } from './types.ts';

/** A product's own fields as the form holds them: texts as the inputs give them, '' for no category. */
export interface ProductValues {
  category_id: string;
  title: string;
  description: string;
  type: string;
  model: string;
  power: string;
  lang: RecordLang;
}

export const EMPTY_PRODUCT: ProductValues = { category_id: '', title: '', description: '', type: '', model: '', power: '0', lang: 'DE' };

export function productValuesOf(product: Product): ProductValues {
  return {
    category_id: product.category_id === null ? '' : String(product.category_id),
    title: product.title,
    description: product.description,
    type: product.type,
    model: product.model,
    power: String(product.power),
    lang: product.lang,
  };
}

/** What the client checks before sending: a title, and a power in MW that is a number of at least 0. */
export function productProblems(values: ProductValues) {
  const power = Number(values.power);
  return {
    title: values.title.trim() === '',
    power: values.power.trim() === '' || !Number.isFinite(power) || power < 0,
  };
}

export const isProductValid = (values: ProductValues) => {
  const problems = productProblems(values);
  return !problems.title && !problems.power;
};

/** The fields as `product.update` takes them. */
export function productInput(values: ProductValues) {
  return {
    title: values.title,
    description: values.description,
    type: values.type,
    model: values.model,
    power: Number(values.power),
    lang: values.lang,
    category_id: values.category_id === '' ? null : Number(values.category_id),
  };
}

/** The fields as the multipart `product.create` takes them ('' = no category). */
export function appendProductFields(form: FormData, values: ProductValues) {
  form.append('title', values.title);
  form.append('description', values.description);
  form.append('type', values.type);
  form.append('model', values.model);
  form.append('power', values.power.trim());
  form.append('lang', values.lang);
  form.append('category_id', values.category_id);
}
