import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import { CaptchaPlainPanel } from './captcha-plain-panel';
import { CaptchaPuzzlePanel } from './captcha-puzzle-panel';

export interface CaptchaDialogProps {
  onVerified(key: string): void;
  onCancel(): void;
}

/**
 * The security check of docs/product.md §4: the slider puzzle, or for a player who cannot see it the
 * non-visual path (a longer browser check, no pointer needed). Either hands over a checked key the
 * same way (README.md, the "Captcha:" paragraph).
 */
function CaptchaDialog({ onVerified, onCancel }: CaptchaDialogProps) {
  const { t } = useTranslation();
  const [plain, setPlain] = useState(false);
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()} title={t('captcha.title')} width={320}>
      {plain ? (
        <CaptchaPlainPanel onVerified={onVerified} onBack={() => setPlain(false)} />
      ) : (
        <CaptchaPuzzlePanel onVerified={onVerified} onPlain={() => setPlain(true)} />
      )}
    </Dialog>
  );
}
export default CaptchaDialog;
