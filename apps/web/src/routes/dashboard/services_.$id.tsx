import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../features/dashboard/screen-placeholder.tsx';

export const Route = createFileRoute('/dashboard/services_/$id')({
  component: () => <ScreenPlaceholder title={<Trans>Service</Trans>} />,
});
