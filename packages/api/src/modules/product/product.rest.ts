import { z } from 'zod';
import { imagePathInput, productFields, productListInput, productPropertyFields, siteLang } from '@tp/schemas';
import { imagePaths, okAnswer, recordKey, storedImagePath } from '../../rest/openapi/response-fields.ts';
import {
  fromMultipart,
  fromParams,
  fromParamsAndBody,
  fromQuery,
  restRoute,
  withImagePath,
  type RestRoute,
} from '../../rest/route-table.ts';

/** A product's own columns; a stored product has a category id or none. */
const productColumns = {
  id: recordKey,
  ...productFields.shape,
  category_id: recordKey.nullable(),
  hidden: z.boolean(),
};
const productListItem = z
  .object({ ...productColumns, image_id: storedImagePath.nullable().meta({ description: 'The first image, if any' }) })
  .meta({ id: 'ProductListItem' });
const productProperty = z
  .object({ id: recordKey, image_id: storedImagePath.nullable(), ...productPropertyFields.shape })
  .meta({ id: 'ProductProperty' });
const product = z
  .object({
    ...productColumns,
    category: z.object({ id: recordKey, name: z.string() }).nullable(),
    image_id: storedImagePath.nullable().meta({ description: 'The first image, if any' }),
    images: imagePaths,
    property: z.array(productProperty),
  })
  .meta({ id: 'Product' });

export const productRestRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/product',
    procedure: 'product.list',
    access: 'public',
    summary:
      "Products of one language (?lang=DE), optionally of one category (&category=ID); without lang every language's",
    input: fromQuery,
    query: productListInput.unwrap(),
    output: z.array(productListItem),
  }),
  restRoute({
    method: 'POST',
    path: '/product',
    procedure: 'product.create',
    access: 'admin',
    summary: 'Create a product with its images',
    multipart: true,
    successStatus: 201,
    input: fromMultipart,
    output: product,
  }),
  restRoute({
    method: 'GET',
    path: '/product/all',
    procedure: 'product.listAll',
    access: 'admin',
    summary: 'Products as GET /product filters them, hidden ones too (GET /product lists what visitors see)',
    input: fromQuery,
    query: productListInput.unwrap(),
    output: z.array(productListItem),
  }),
  restRoute({
    method: 'GET',
    path: '/product/show/:id',
    procedure: 'product.show',
    access: 'admin',
    summary: 'A product with its properties and images, hidden or not (dashboard)',
    input: fromParams,
    output: product,
  }),
  restRoute({
    method: 'POST',
    path: '/product/property',
    procedure: 'product.createProperty',
    access: 'admin',
    summary: 'Add a property (image and description) to a product',
    multipart: true,
    successStatus: 201,
    input: fromMultipart,
    output: productProperty,
    // The product is named in the body: an unknown one is a 404.
    errorStatuses: [404],
  }),
  restRoute({
    method: 'PATCH',
    path: '/product/property/:id',
    procedure: 'product.updateProperty',
    access: 'admin',
    summary: 'Update a property; a new image replaces the old one',
    multipart: true,
    input: fromMultipart,
    output: productProperty,
  }),
  restRoute({
    method: 'DELETE',
    path: '/product/property/:id',
    procedure: 'product.deleteProperty',
    access: 'admin',
    summary: 'Delete a property',
    input: fromParams,
    output: okAnswer,
  }),
  restRoute({
    method: 'GET',
    path: '/product/:id',
    procedure: 'product.byId',
    access: 'public',
    summary: 'A product with its category, images and properties',
    input: ({ params, query }) => ({ ...query, ...params }),
    // The documented URL sends the visitor's language; a product has its own, so the answer does not depend on it.
    query: z.object({ language: siteLang.optional() }),
    output: product,
  }),
  restRoute({
    method: 'PATCH',
    path: '/product/:id',
    procedure: 'product.update',
    access: 'admin',
    summary: "Update a product's fields",
    input: fromParamsAndBody,
    output: product,
  }),
  restRoute({
    method: 'DELETE',
    path: '/product/:id',
    procedure: 'product.delete',
    access: 'admin',
    summary: 'Delete a product with its properties and images',
    input: fromParams,
    output: okAnswer,
  }),
  restRoute({
    method: 'POST',
    path: '/product/:id/image/add',
    procedure: 'product.addImage',
    access: 'admin',
    summary: 'Add an image to a product',
    multipart: true,
    input: fromMultipart,
    output: product,
  }),
  restRoute({
    method: 'DELETE',
    path: '/product/:id/image/delete',
    procedure: 'product.deleteImage',
    access: 'admin',
    summary: 'Remove an image of a product',
    input: withImagePath,
    query: imagePathInput.partial(),
    output: product,
  }),
];
