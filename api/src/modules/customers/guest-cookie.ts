/** The opaque cookie that keys a guest's cart until login merges it into the customer's. */
export const GUEST_CART_COOKIE = 'esi-cart';
