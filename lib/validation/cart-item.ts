import { z } from 'zod';
import { labelledId } from './ids';
import { text } from './text';

// POST update-cart-item {cartItemId, message}: the message on a cake already in the cart (checkout's Customise
// part). Shape only: whether this cake takes a message and how long it may be is the cake's rule (422 from the
// service). An empty message removes it.

export const MESSAGE_INPUT_MAX = 200;

export const updateCartItemSchema = z.object({
  cartItemId: labelledId('Cart item'),
  message: text({ error: 'Write the message, or leave it empty to remove it' })
    .max(MESSAGE_INPUT_MAX, 'The message is too long'),
});

export type UpdateCartItemInput = z.output<typeof updateCartItemSchema>;
