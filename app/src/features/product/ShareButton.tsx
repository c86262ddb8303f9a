import { useTranslation } from 'react-i18next';
import { Button, useToast } from '@modavi/ui';

/**
 * Shares the product: the Web Share API where the browser has it (phones), otherwise the
 * link is copied to the clipboard and a toast says so.
 */
export function ShareButton({ title }: { readonly title: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The buyer closed the share sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.show({ title: t('productExtras.linkCopied'), tone: 'success' });
    } catch {
      toast.show({ title: t('productExtras.copyFailed', { url }), tone: 'danger' });
    }
  };
  return (
    <Button variant="secondary" size="sm" onClick={() => void share()} data-testid="share-button">
      {t('productExtras.share')}
    </Button>
  );
}
