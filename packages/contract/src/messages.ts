// Every user-visible message of spec §8, with the spelling fixes of deviations.md #3.

export const MESSAGES = {
  contactSuccess: 'Message sent successfully!',
  genericError: 'An error occurred. Please try again!',
  genericErrorLater: 'An error occurred. Please try again later!',
  newsletterSuccess: 'You have successfully subscribed to news channel!',
  reviewSuccess: 'Your review submitted successfully!',
  loginSuccess: 'Login successfully!',
  loginFailure: 'Incorrect email or password!',
  signupSuccess: 'Signup Successfully!',
  emailExists: 'Email already exists!',
  cartDuplicate: 'Product already exists in your cart!',
  cartAdded: 'Added to the cart!',
  wishlistDuplicate: 'Product already exists in your wish list!',
  wishlistAdded: 'Added to your wish list!',
  cartEmpty: 'Your cart is empty',
  cartNoItems: 'No item exists in your cart',
  couponAlreadyApplied: 'Coupon code is already applied!',
  couponInvalid: 'Invalid coupon code!',
  passwordMismatch: 'Password does not match!',
  invalidEmail: 'Please enter valid email address',
  orderSuccess: 'Order Placed Successfully!',
  orderConfirm: 'Do you really want to place this order?',
  profileSuccess: 'Profile Updated Successfully!',
  sellerSuccess: 'Your request for seller created successfully!',
  resetStep1Success: 'An OTP has been sent to your email. Please confirm OTP & enter new password!',
  resetStep2Success: 'Password changed successfully. Please login with your new password!',
  refreshSuccess: 'All data refreshed successfully.',
  invalidProduct: 'Invalid product!',
  outOfStock: "Product is out of stock. Can't add it in the cart!",
  selectSize: 'Select size of product!',
  selectColor: 'Select color of product!',
  selectQuantity: 'Select quantity!',
} as const;

export type MessageKey = keyof typeof MESSAGES;

export const quantityLimitMessage = (max: number): string =>
  `Can not add more than ${max} for this product`;

export const selectVariantMessage = (attributeName: string): string =>
  `Please select ${attributeName} variant!`;

/** ResponseMsg values inside `data` by which the storefront recognises success (spec §8). */
export const RESPONSE_MSG = {
  saved: 'Saved Successfully',
  login: 'Login Successfully',
  orderPlaced: 'Order Placed Successfully',
  otpSent: 'Sent Successfully',
  passwordReset: 'Password reset successfully',
} as const;

/** Server-side envelope texts (errorMessage) that are not field-specific. */
export const SERVER_ERRORS = {
  malformedJson: 'The request body is not valid JSON.',
  missingRequestParameters: 'The request body must be a JSON object with "requestParameters".',
  unknownEndpoint: 'Unknown endpoint.',
  unauthorized: 'You are not authorized. Please log in again.',
  internal: 'Something went wrong on our side. Please try again later.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  bodyTooLarge: 'The request is too large.',
  jsonTooDeep: 'The request body is nested too deeply.',
  notJson: 'Send the request as JSON (Content-Type: application/json).',
  unavailable: 'The shop is briefly unavailable. Please try again in a moment.',
} as const;
