import { fromMultipart, fromParams, fromParamsAndBody, fromQuery, withImagePath, type RestRoute } from '../../rest/route-table.ts';

export const productRestRoutes: RestRoute[] = [
  { method: 'GET', path: '/product', procedure: 'product.list', access: 'public', summary: "Products of one language (?lang=DE), optionally of one category (&category=ID); without lang every language's", input: fromQuery },
  { method: 'POST', path: '/product', procedure: 'product.create', access: 'admin', summary: 'Create a product with its images', multipart: true, successStatus: 201, input: fromMultipart },
  { method: 'GET', path: '/product/show/:id', procedure: 'product.show', access: 'admin', summary: 'A product with its properties and images (dashboard)', input: fromParams },
  {
    method: 'POST',
    path: '/product/property',
    procedure: 'product.createProperty',
    access: 'admin',
    summary: 'Add a property (image and description) to a product',
    multipart: true,
    successStatus: 201,
    input: fromMultipart,
  },
  { method: 'PATCH', path: '/product/property/:id', procedure: 'product.updateProperty', access: 'admin', summary: 'Update a property; a new image replaces the old one', multipart: true, input: fromMultipart },
  { method: 'DELETE', path: '/product/property/:id', procedure: 'product.deleteProperty', access: 'admin', summary: 'Delete a property', input: fromParams },
  { method: 'GET', path: '/product/:id', procedure: 'product.byId', access: 'public', summary: 'A product with its category, images and properties', input: ({ params, query }) => ({ ...query, ...params }) },
  { method: 'PATCH', path: '/product/:id', procedure: 'product.update', access: 'admin', summary: "Update a product's fields", input: fromParamsAndBody },
  { method: 'DELETE', path: '/product/:id', procedure: 'product.delete', access: 'admin', summary: 'Delete a product with its properties and images', input: fromParams },
  { method: 'POST', path: '/product/:id/image/add', procedure: 'product.addImage', access: 'admin', summary: 'Add an image to a product', multipart: true, input: fromMultipart },
  { method: 'DELETE', path: '/product/:id/image/delete', procedure: 'product.deleteImage', access: 'admin', summary: 'Remove an image of a product', input: withImagePath },
];
