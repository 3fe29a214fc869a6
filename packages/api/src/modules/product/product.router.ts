import {
  idInput,
  imagePathInput,
  productByIdInput,
  productFields,
  productListInput,
  productPropertyFields,
  updateInput,
} from '@tp/schemas';
import { router } from '../../trpc/trpc.ts';
import { editorProcedure, publicProcedure, staffProcedure } from '../../trpc/procedures.ts';
import { imageFiles } from '../../platform/uploads/file-fields.ts';
import { formDataInput } from '../../platform/uploads/form-data-input.ts';
import * as properties from './product-property.service.ts';
import * as service from './product.service.ts';

export const productRouter = router({
  /** What visitors see: the products not hidden. */
  list: publicProcedure.input(productListInput).query(({ ctx, input }) => service.listProducts(ctx, input, 'visitors')),
  /** The dashboard's list: every product, hidden ones too. */
  listAll: staffProcedure.input(productListInput).query(({ ctx, input }) => service.listProducts(ctx, input, 'team')),
  /**
   * The product page (not found while it is hidden): `language` is accepted as the documented URL sends it; a product
   * has its own language.
   */
  byId: publicProcedure
    .input(productByIdInput)
    .query(({ ctx, input }) => service.getVisibleProductDetail(ctx, input.id)),
  // `byId` for the administrator (the REST URL /product/show/{id}, 401 without a token). The dashboard reads this one:
  // a management read is never answered from the public read cache, so an edit shows at once on every server.
  show: staffProcedure.input(idInput).query(({ ctx, input }) => service.getProductDetail(ctx, input.id)),
  create: editorProcedure
    .input(formDataInput(productFields.extend({ images: imageFiles(0) }), 'images'))
    .mutation(({ ctx, input: { images, ...fields } }) => service.createProduct(ctx, fields, images)),
  update: editorProcedure
    .input(updateInput(idInput.shape, productFields))
    .mutation(({ ctx, input: { id, ...changes } }) => service.updateProduct(ctx, id, changes)),
  delete: editorProcedure.input(idInput).mutation(({ ctx, input }) => service.deleteProduct(ctx, input.id)),
  addImage: editorProcedure
    .input(formDataInput(idInput.extend({ image: imageFiles() }), 'image'))
    .mutation(({ ctx, input }) => service.addProductImages(ctx, input.id, input.image)),
  deleteImage: editorProcedure
    .input(idInput.extend(imagePathInput.shape))
    .mutation(({ ctx, input }) => service.deleteProductImage(ctx, input.id, input.path)),

  createProperty: editorProcedure
    .input(formDataInput(productPropertyFields.extend({ image: imageFiles(1, 1) }), 'image'))
    .mutation(({ ctx, input: { image, ...fields } }) => properties.createProperty(ctx, fields, image[0]!)),
  updateProperty: editorProcedure
    .input(formDataInput(updateInput(idInput.shape, productPropertyFields, { image: imageFiles(0, 1) }), 'image'))
    .mutation(({ ctx, input: { id, image, ...changes } }) => properties.updateProperty(ctx, id, changes, image[0])),
  deleteProperty: editorProcedure.input(idInput).mutation(({ ctx, input }) => properties.deleteProperty(ctx, input.id)),
});
