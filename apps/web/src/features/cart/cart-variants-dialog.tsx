// The eye icon's dialog: each chosen attribute's name and value, as the server names them in the
// page's language (spec §2 "variants modal").
import type { PricedCartProduct } from '@bazaar/contract/schemas/orders';
import { ModalDialog } from '../../components/modal-dialog.tsx';
import { useLabels } from '../../i18n/use-labels.ts';

export function CartVariantsDialog({
  product,
  onClose,
}: {
  /** The line whose variants are shown; null keeps the dialog closed. */
  product: PricedCartProduct | null;
  onClose: () => void;
}) {
  const t = useLabels('Cart');
  const attributes = product?.SelectedAttributes ?? [];
  return (
    <ModalDialog
      open={product !== null}
      onClose={onClose}
      title={t('lbl_cart_product_variant')}
      footer={
        <button type="button" className="btn" onClick={onClose}>
          {t('lbl_cart_close')}
        </button>
      }
    >
      {product && (
        <p className="modal-dialog__hint" dir="auto">
          {product.ProductName}
        </p>
      )}
      {attributes.length === 0 ? (
        <p>{t('lbl_cart_no_variants')}</p>
      ) : (
        <dl className="cart-variants">
          {attributes.map((attribute) => (
            <div key={attribute.AttributeName} className="cart-variants__row">
              <dt>{attribute.AttributeName}</dt>
              <dd dir="auto">{attribute.AttributeValue}</dd>
            </div>
          ))}
        </dl>
      )}
    </ModalDialog>
  );
}
