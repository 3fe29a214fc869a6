import { z } from 'zod';
import { imagePathInput, productFields, productListInput, productPropertyFields, recordId } from '@tp/schemas';
import { adminProcedure, publicProcedure, router } from '../../trpc.ts';
import { fileSchema, formDataInput } from '../upload/form-data-input.ts';
import * as properties from './product-property.service.ts';
import { listProducts } from './product.repository.ts';
import * as service from './product.service.ts';

const idInput = z.object({ id: recordId });
const images = (min: number, max: number) =>
  z.array(fileSchema).min(min, 'Please select a file first!').max(max, `At most ${max} images at once`);

export const productRouter = router({
  list: publicProcedure.input(productListInput).query(({ ctx, input }) => listProducts(ctx.db, input)),
  /** The product page: `language` is accepted as the documented URL sends it; a product has its own language. */
  byId: publicProcedure.input(idInput.extend({ language: z.string().max(5).optional() })).query(({ ctx, input }) => service.getProductDetail(ctx, input.id)),
  show: adminProcedure.input(idInput).query(({ ctx, input }) => service.getProductDetail(ctx, input.id)),
  create: adminProcedure
    .input(formDataInput(productFields.extend({ images: images(0, 20) }), 'images'))
    .mutation(({ ctx, input }) => service.createProduct(ctx, input, input.images)),
  update: adminProcedure.input(productFields.extend({ id: recordId })).mutation(({ ctx, input }) => service.updateProduct(ctx, input.id, input)),
  delete: adminProcedure.input(idInput).mutation(({ ctx, input }) => service.deleteProduct(ctx, input.id)),
  addImage: adminProcedure
    .input(formDataInput(idInput.extend({ image: images(1, 20) }), 'image'))
    .mutation(({ ctx, input }) => service.addProductImages(ctx, input.id, input.image)),
  deleteImage: adminProcedure.input(idInput.extend(imagePathInput.shape)).mutation(({ ctx, input }) => service.deleteProductImage(ctx, input.id, input.path)),

  createProperty: adminProcedure
    .input(formDataInput(productPropertyFields.extend({ image: images(1, 1) }), 'image'))
    .mutation(({ ctx, input }) => properties.createProperty(ctx, input, input.image[0]!)),
  updateProperty: adminProcedure
    .input(formDataInput(productPropertyFields.extend({ id: recordId, image: z.array(fileSchema).max(1) }), 'image'))
    .mutation(({ ctx, input }) => properties.updateProperty(ctx, input.id, input, input.image[0])),
  deleteProperty: adminProcedure.input(idInput).mutation(({ ctx, input }) => properties.deleteProperty(ctx, input.id)),
});
