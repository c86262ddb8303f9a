/**
 * @modavi/ui: Modavi's React components on Radix primitives, styled with vanilla-extract.
 * Components render state and report events; every visible string arrives through props.
 * Side-effect entry the app imports once: '@modavi/ui/theme' (or '@modavi/ui/global.css').
 */
export { themeVars, type ThemeVars } from './theme/contract.css.js';
export { media, breakpoints, type SpaceToken, type ColorToken, type FontSizeToken } from './theme/tokens.js';

export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/Button/Button.js';
export { IconButton, type IconButtonProps } from './components/IconButton/IconButton.js';
export { Input, type InputProps } from './components/Input/Input.js';
export { FileButton, type FileButtonProps } from './components/FileButton/FileButton.js';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox.js';
export { OptionPicker, type OptionPickerProps, type PickerOption } from './components/OptionPicker/OptionPicker.js';
export { QuantityStepper, type QuantityStepperProps } from './components/QuantityStepper/QuantityStepper.js';

export { Dialog, type DialogProps } from './components/Dialog/Dialog.js';
export { Sheet, type SheetProps, type SheetSide } from './components/Sheet/Sheet.js';
export {
  ModalPresenceProvider,
  useModalPresence,
  type ModalPresenceProviderProps,
  type ModalOpened,
} from './components/ModalPresence/ModalPresence.js';
export { Tabs, type TabsProps, type TabItem } from './components/Tabs/Tabs.js';
export { useScrollEdges, type ScrollEdges } from './internal/scroll-edges.js';
export { scrollCue } from './internal/scroll-cue.css.js';
export { Menu, type MenuProps, type MenuItem } from './components/Menu/Menu.js';
export {
  ToastProvider,
  useToast,
  type ToastProviderProps,
  type ToastOptions,
  type ToastTone,
  type ToastApi,
} from './components/Toast/Toast.js';

export { Badge, type BadgeProps } from './components/Badge/Badge.js';
export { Price, type PriceProps } from './components/Price/Price.js';
export { ProductCard, type ProductCardProps, type ProductCardLinkProps } from './components/ProductCard/ProductCard.js';
export { Skeleton, type SkeletonProps } from './components/Skeleton/Skeleton.js';
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar/ProgressBar.js';
export { VisuallyHidden, type VisuallyHiddenProps } from './components/VisuallyHidden/VisuallyHidden.js';

export { Stack, type StackProps } from './components/Stack/Stack.js';
export { Inline, type InlineProps } from './components/Inline/Inline.js';
export { Container, type ContainerProps } from './components/Container/Container.js';
export { HeaderBar, type HeaderBarProps } from './components/HeaderBar/HeaderBar.js';

export { Heading, type HeadingProps } from './components/Heading/Heading.js';
export { SkipLink, type SkipLinkProps } from './components/SkipLink/SkipLink.js';
export { WorkspaceFrame, type WorkspaceFrameProps, type WorkspaceFrameLabels } from './components/WorkspaceFrame/WorkspaceFrame.js';
export { ProductGrid, ProductGridItem, type ProductGridProps } from './components/ProductGrid/ProductGrid.js';
export { ProductGallery, type ProductGalleryProps, type ProductGalleryVideo } from './components/ProductGallery/ProductGallery.js';
export { CartLineRow, type CartLineRowProps } from './components/CartLineRow/CartLineRow.js';
export { CartShopSection, type CartShopSectionProps } from './components/CartShopSection/CartShopSection.js';
export { CartSummary, type CartSummaryProps } from './components/CartSummary/CartSummary.js';
export { MiniCartLines, type MiniCartLine, type MiniCartLinesProps } from './components/MiniCartLines/MiniCartLines.js';
export {
  SearchCombobox,
  type SearchComboboxProps,
  type SearchComboboxGroup,
  type SearchComboboxOption,
} from './components/SearchCombobox/SearchCombobox.js';
export { SearchTrigger, type SearchTriggerProps } from './components/SearchTrigger/SearchTrigger.js';
export { Select, type SelectProps, type SelectOption } from './components/Select/Select.js';
export { SizeChartTable, type SizeChartTableProps, type SizeChartTableRow } from './components/SizeChartTable/SizeChartTable.js';
export { ShopCard, type ShopCardProps, type ShopCardLinkProps } from './components/ShopCard/ShopCard.js';
export { CategoryTile, type CategoryTileProps, type CategoryTileLinkProps } from './components/CategoryTile/CategoryTile.js';
export {
  SocialLoginButtons,
  type SocialLoginButtonsProps,
  type SocialLoginOption,
  type SocialProvider,
} from './components/SocialLoginButtons/SocialLoginButtons.js';
export { AddressCard, type AddressCardProps, type AddressCardTag } from './components/AddressCard/AddressCard.js';
export { Avatar, type AvatarProps } from './components/Avatar/Avatar.js';
export { ProfileHeader, type ProfileHeaderProps, type ProfileHeaderStat } from './components/ProfileHeader/ProfileHeader.js';
