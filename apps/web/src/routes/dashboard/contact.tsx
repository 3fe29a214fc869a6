import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../features/dashboard/screen.tsx';
import { PageTextsEditor } from '../../features/page-editor/page-texts-editor.tsx';

export const Route = createFileRoute('/dashboard/contact')({
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.ensureQueryData(trpc.page.byLink.queryOptions({ link: 'contact' })),
  component: () => (
    <Screen title={<Trans>Contact</Trans>}>
      <PageTextsEditor link="contact" successMessage={t`Contact successfully updated`} />
    </Screen>
  ),
});
