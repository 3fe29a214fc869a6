import { useLingui } from '@lingui/react/macro';
import { uploadedImage } from '../../lib/uploaded-image.ts';
import { Card } from '../../ui/card.tsx';
import { IconButton } from '../../ui/icon-button.tsx';
import { RichText } from '../pages/rich-text.tsx';
import type { Partner } from './types.ts';

interface PartnerCardProps {
  partner: Partner;
  /** The partner's place in the list (1, 2, …): tells the icon buttons of the cards apart. */
  position: number;
  onEdit: () => void;
  onDelete: () => void;
}

/** A partner: its image (about a third of the width), the German text, an edit and a delete icon button. */
export function PartnerCard({ partner, position, onEdit, onDelete }: PartnerCardProps) {
  const { t } = useLingui();
  return (
    <Card className="flex items-start gap-5 p-4" data-testid="partner-card">
      <img
        {...uploadedImage(partner.image_id, '12rem')}
        alt=""
        loading="lazy"
        className="w-[30%] shrink-0 rounded-lg border border-slate-200 object-contain"
      />
      <RichText html={partner.text_de} className="min-w-0 flex-1 break-words text-sm" />
      <div className="flex shrink-0 gap-1">
        <IconButton action="edit" onClick={onEdit} label={t`Edit partner ${position}`} />
        <IconButton action="delete" onClick={onDelete} label={t`Delete partner ${position}`} />
      </div>
    </Card>
  );
}
