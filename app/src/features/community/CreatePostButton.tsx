import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { loginPromptOpen } from '../auth/login-prompt';
import { PostComposer } from './PostComposer';

/** "Create post": the composer for an account, the login prompt for a guest. */
export function CreatePostButton() {
  const { t } = useTranslation();
  const services = useServices();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="primary" onClick={() => (services.tokens.isLoggedIn() ? setOpen(true) : loginPromptOpen())}>
        {t('community.create')}
      </Button>
      {open ? <PostComposer open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
