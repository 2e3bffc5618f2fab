// The cart and checkout screens are templates (spec section 2): no payments are connected. The
// demo rows are owner services we may sell one day, priced in rupees (decision 010).
export interface CartRow { id: string; name: string; price: number; qty: number }
export const DEMO_CART: CartRow[] = [
  { id: 'tour', name: '360° tour shoot (up to 3 BHK)', price: 2499, qty: 1 },
  { id: 'photos', name: 'Professional photographs (15 photos)', price: 1499, qty: 1 },
  { id: 'boost', name: 'Featured listing, 30 days', price: 999, qty: 1 },
];
export const cartTotal = (rows: CartRow[]) => rows.reduce((sum, r) => sum + r.price * r.qty, 0);
/** Quantity plus/minus never goes below 1 (spec). */
export const changeQty = (rows: CartRow[], id: string, step: number) => rows.map((r) => (r.id === id ? { ...r, qty: Math.max(1, r.qty + step) } : r));
