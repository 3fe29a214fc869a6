import { fieldNamesOf, productFields } from '@tp/schemas';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { pick } from '../dashboard/form-values.ts';
import type { Product } from './types.ts';

/** The form of a product, checked by the server's own schema: power as typed, the category as the select's value. */
export type ProductForm = UseFormReturn<z.input<typeof productFields>, unknown, z.output<typeof productFields>>;

/** The product's fields: every one shows its own error. */
export const PRODUCT_FIELDS = fieldNamesOf(productFields);

export const EMPTY_PRODUCT: z.input<typeof productFields> = {
  category_id: '',
  title: '',
  description: '',
  type: '',
  model: '',
  power: '0',
  lang: 'DE',
  hidden: false,
};

/** A stored product's fields as the form shows them ('' for no category). */
export const productValuesOf = (product: Product): z.input<typeof productFields> => ({
  ...pick(product, PRODUCT_FIELDS),
  category_id: product.category_id === null ? '' : String(product.category_id),
});

/** The fields of a property that the form shows; its product is given. */
export const PROPERTY_FIELDS = ['description'] as const;
