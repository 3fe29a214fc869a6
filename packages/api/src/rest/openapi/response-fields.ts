import { z } from 'zod';
import { okResult } from '@tp/schemas';

// The pieces the answers of the REST routes are built from. An `id` in `.meta()` makes a schema a named
// component of the OpenAPI document (`#/components/schemas/<id>`), so generated clients get a type per entity.

/** A record's id as answers carry it. */
export const recordKey = z.number().int().positive();

/** A stored image: its path relative to the API base, loaded from `/api/{path}`. */
export const storedImagePath = z.string().meta({
  description: 'A stored image, relative to the API base: the browser loads `/api/{path}`.',
  examples: ['uploads/2026/11/ab12cd.webp'],
});

export const imagePaths = z.array(storedImagePath);

/** A moment in ISO 8601 (UTC), as the server writes every timestamp. */
export const timestamp = z.iso.datetime();

/** The answer of a delete (and of a few other actions that have nothing else to say). */
export const okAnswer = okResult.meta({ id: 'Ok' });

/** A value of a record's state, as history and drafts answer it. */
export const fieldValue = z
  .union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())])
  .meta({ description: "A field's value: text, number, yes/no, null, or the list of a record's image paths" });
