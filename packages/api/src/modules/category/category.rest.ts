import { z } from 'zod';
import { categoryFields, categoryListInput } from '@tp/schemas';
import { okAnswer, recordKey } from '../../rest/openapi/response-fields.ts';
import {
  fromBody,
  fromParams,
  fromParamsAndBody,
  fromQuery,
  restRoute,
  type RestRoute,
} from '../../rest/route-table.ts';

const category = z.object({ id: recordKey, ...categoryFields.shape }).meta({ id: 'Category' });

export const categoryRestRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/category',
    procedure: 'category.list',
    access: 'public',
    summary: "Categories of one language (?lang=DE), or every language's",
    input: fromQuery,
    query: categoryListInput.unwrap(),
    output: z.array(category),
  }),
  restRoute({
    method: 'POST',
    path: '/category',
    procedure: 'category.create',
    access: 'admin',
    summary: 'Create a category',
    successStatus: 201,
    input: fromBody,
    output: category,
  }),
  restRoute({
    method: 'PATCH',
    path: '/category/:id',
    procedure: 'category.update',
    access: 'admin',
    summary: 'Rename a category or change its language',
    input: fromParamsAndBody,
    output: category,
  }),
  restRoute({
    method: 'DELETE',
    path: '/category/:id',
    procedure: 'category.delete',
    access: 'admin',
    summary: 'Delete a category; its products become uncategorised',
    input: fromParams,
    output: okAnswer,
  }),
];
