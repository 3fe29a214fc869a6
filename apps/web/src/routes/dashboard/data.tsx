import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../features/dashboard/screen-placeholder.tsx';

export const Route = createFileRoute('/dashboard/data')({
  component: () => <ScreenPlaceholder title={<Trans>Spare Parts</Trans>} />,
});
