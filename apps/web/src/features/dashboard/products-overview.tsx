import { Trans } from '@lingui/react/macro';
import { ScreenPlaceholder } from './screen-placeholder.tsx';

/** The dashboard's start screen: the product list (arrives with the catalogue work). */
export function ProductsOverview() {
  return <ScreenPlaceholder title={<Trans>Products</Trans>} />;
}
