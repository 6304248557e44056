/** `NS` + the id on ten digits: the order number customers see (docs/buying.md §5.4). */
export const orderNumberOf = (orderId: number): string => `NS${String(orderId).padStart(10, '0')}`;
