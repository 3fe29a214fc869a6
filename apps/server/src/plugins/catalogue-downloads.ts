import type { FastifyInstance } from 'fastify';
import { catalogueCsv, catalogueFileName, catalogueOf, catalogueXlsx, type AppDeps } from '@tp/api';
import { DEFAULT_SITE_LANG, isSiteLang } from '@tp/schemas';
import { errorBody } from './error-handler.ts';

/**
 * The parts catalogue of any spare group, without prices, as XLSX or CSV in the visitor's language,
 * built from the live data on each download.
 */
export async function catalogueDownloads(app: FastifyInstance, options: { deps: AppDeps }) {
  app.get<{ Params: { id: string; format: string }; Querystring: { lang?: string } }>(
    '/spare/:id/catalogue.:format',
    async (request, reply) => {
      const { format } = request.params;
      const id = Number(request.params.id);
      const language = (request.query.lang ?? DEFAULT_SITE_LANG).toLowerCase();
      if (format !== 'xlsx' && format !== 'csv')
        return reply.status(404).send(errorBody(404, 'Catalogues come as .xlsx or .csv'));
      if (!isSiteLang(language)) return reply.status(400).send(errorBody(400, 'Language must be one of de, en, ru'));
      const catalogue = Number.isInteger(id) && id > 0 ? await catalogueOf(options.deps.db, id, language) : undefined;
      if (!catalogue) return reply.status(404).send(errorBody(404, 'Spare group not found'));
      const fileName = catalogueFileName(catalogue.title, format);
      reply.header('Content-Disposition', `attachment; filename="${fileName}"`).header('Cache-Control', 'no-cache');
      if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(catalogueCsv(catalogue));
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .send(await catalogueXlsx(catalogue));
    },
  );
}
