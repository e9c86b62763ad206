export { createAccessory, listAdminAccessories, updateAccessory, type AdminAccessory } from './accessories';
export { previewCakePrice, saveCakeRules, type PricePreview } from './cake-options';
export { loadCatalogueChoices, type CatalogueChoices } from './choices';
export { saveCombos } from './combos';
export { listAdminProducts, type AdminProductPage, type AdminProductRow } from './list';
export { getAdminProduct, type AdminProduct, type CakeRulesView, type ComboView } from './product-view';
export { createProduct, setProductVisibility, updateProduct } from './save-product';
