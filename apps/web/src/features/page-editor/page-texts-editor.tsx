import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import type { PageLink } from '@tp/schemas/company';
import { useEffect, useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { RichTextEditor } from '../../ui/rich-text-editor.tsx';
import { useSaving } from '../dashboard/use-saving.ts';
import { CONTENT_LANGUAGES } from './language-fields.ts';

/** A page's rich text in German, English and Russian with one Update button. */
export function PageTextsEditor({ link, successMessage }: { link: PageLink; successMessage: string }) {
  const { t, i18n } = useLingui();
  const saving = useSaving();
  const { data: page } = useSuspenseQuery(trpc.page.byLink.queryOptions({ link }));
  const [texts, setTexts] = useState({ text_de: page.text_de, text_en: page.text_en, text_ru: page.text_ru });
  useEffect(() => setTexts({ text_de: page.text_de, text_en: page.text_en, text_ru: page.text_ru }), [page.text_de, page.text_en, page.text_ru]);
  const update = useMutation(trpc.page.update.mutationOptions(saving(successMessage, [trpc.page.byLink.queryKey({ link })])));

  return (
    <Card className="space-y-6 p-6">
      {CONTENT_LANGUAGES.map(({ language, label }) => (
        <RichTextEditor
          key={language}
          label={t`Text (${i18n._(label)})`}
          value={texts[`text_${language}`]}
          onChange={(html) => setTexts((current) => ({ ...current, [`text_${language}`]: html }))}
        />
      ))}
      <div className="flex justify-end">
        <Button busy={update.isPending} onClick={() => update.mutate({ link, ...texts })}>
          <Trans>Update</Trans>
        </Button>
      </div>
    </Card>
  );
}
