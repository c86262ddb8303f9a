import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { shopCategoryToggle, type ShopCategory } from '@modavi/core';
import { Button, useToast } from '@modavi/ui';
import { useServices } from '../../../hooks/use-services';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { resultUnwrap } from '../../../queries/gateway-failure';
import { sellerShopKeys } from '../../../queries/seller-shop-queries';
import { ConfirmDialog } from '../ConfirmDialog';

/** Shows or hides a category on the seller page, after the seller confirms (spec 4; core's shopCategoryToggle). */
export function CategoryStatusToggle({ category }: { readonly category: ShopCategory }) {
  const { t } = useTranslation();
  const services = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const showError = useErrorToast();
  const [asking, setAsking] = useState(false);
  const hiding = category.status === 'show';
  const toggle = useMutation({
    mutationFn: async () => {
      const next = shopCategoryToggle(category.status, true);
      if (!next.ok) throw new Error(next.error);
      return resultUnwrap((await services.seller()).shop.categoryUpdate(category._id, { status: next.value }));
    },
    onSuccess: async (saved) => {
      setAsking(false);
      queryClient.setQueryData(sellerShopKeys.category(saved._id), saved);
      await queryClient.invalidateQueries({ queryKey: sellerShopKeys.categories });
      toast.show({ title: t(saved.status === 'show' ? 'sellerShop.categories.shownDone' : 'sellerShop.categories.hiddenDone'), tone: 'success' });
    },
    onError: showError,
  });
  const name = { title: category.title };
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
        {t(hiding ? 'sellerShop.categories.hide' : 'sellerShop.categories.show')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t(hiding ? 'sellerShop.categories.hideTitle' : 'sellerShop.categories.showTitle', name)}
        description={t(hiding ? 'sellerShop.categories.hideText' : 'sellerShop.categories.showText')}
        confirmLabel={t(hiding ? 'sellerShop.categories.hide' : 'sellerShop.categories.show')}
        pending={toggle.isPending}
        onConfirm={() => toggle.mutate()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
