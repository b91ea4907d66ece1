/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    __typename\n    ... on Done {\n      message\n    }\n    ...InputErrorsFields\n  }\n}": typeof types.ChangePasswordDocument,
    "fragment CustomerFields on Customer {\n  id\n  email\n  firstName\n  lastName\n  dateOfBirth\n}": typeof types.CustomerFieldsFragmentDoc,
    "mutation DeleteShippingAddress($id: ID!) {\n  deleteShippingAddress(id: $id)\n}": typeof types.DeleteShippingAddressDocument,
    "fragment InputErrorsFields on InputErrors {\n  message\n  errors {\n    field\n    code\n    message\n  }\n}": typeof types.InputErrorsFieldsFragmentDoc,
    "mutation LogIn($input: LogInInput!) {\n  logIn(input: $input) {\n    __typename\n    ... on AuthSuccess {\n      customer {\n        ...CustomerFields\n      }\n    }\n    ...InputErrorsFields\n  }\n}": typeof types.LogInDocument,
    "mutation LogOut {\n  logOut\n}": typeof types.LogOutDocument,
    "query Me {\n  me {\n    ...CustomerFields\n  }\n}": typeof types.MeDocument,
    "mutation RequestPasswordRecovery($email: String!) {\n  requestPasswordRecovery(email: $email) {\n    __typename\n    ... on Done {\n      message\n    }\n    ...InputErrorsFields\n  }\n}": typeof types.RequestPasswordRecoveryDocument,
    "mutation RequestSignUpCode($email: String!) {\n  requestSignUpCode(email: $email) {\n    __typename\n    ... on Done {\n      message\n    }\n    ...InputErrorsFields\n  }\n}": typeof types.RequestSignUpCodeDocument,
    "mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    __typename\n    ... on Done {\n      message\n    }\n    ...InputErrorsFields\n  }\n}": typeof types.ResetPasswordDocument,
    "mutation SaveShippingAddress($input: ShippingAddressInput!, $id: ID, $makeDefault: Boolean) {\n  saveShippingAddress(input: $input, id: $id, makeDefault: $makeDefault) {\n    __typename\n    ... on ShippingAddress {\n      ...ShippingAddressFields\n    }\n    ...InputErrorsFields\n  }\n}": typeof types.SaveShippingAddressDocument,
    "mutation SetDefaultShippingAddress($id: ID!) {\n  setDefaultShippingAddress(id: $id) {\n    ...ShippingAddressFields\n  }\n}": typeof types.SetDefaultShippingAddressDocument,
    "fragment ShippingAddressFields on ShippingAddress {\n  id\n  firstName\n  lastName\n  address\n  city\n  state\n  stateName\n  zipcode\n  isDefault\n}": typeof types.ShippingAddressFieldsFragmentDoc,
    "query ShippingAddresses {\n  shippingAddresses {\n    ...ShippingAddressFields\n  }\n  addressBookLimit\n  usStates {\n    code\n    name\n  }\n}": typeof types.ShippingAddressesDocument,
    "mutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    __typename\n    ... on AuthSuccess {\n      customer {\n        ...CustomerFields\n      }\n    }\n    ...InputErrorsFields\n  }\n}": typeof types.SignUpDocument,
    "mutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    __typename\n    ... on Customer {\n      ...CustomerFields\n    }\n    ...InputErrorsFields\n  }\n}": typeof types.UpdateProfileDocument,
    "query UsStates {\n  usStates {\n    code\n    name\n  }\n}": typeof types.UsStatesDocument,
    "query ServiceDiscount {\n  serviceDiscount {\n    available\n    flow\n    group\n    verifiedOn\n    todaysCode\n    todaysCodeUsed\n  }\n}": typeof types.ServiceDiscountDocument,
    "mutation StartServiceVerification($input: ServiceVerificationStartInput!) {\n  startServiceVerification(input: $input) {\n    __typename\n    ... on ServiceVerificationStart {\n      url\n    }\n    ...InputErrorsFields\n  }\n}": typeof types.StartServiceVerificationDocument,
    "mutation VerifyServiceStatus($input: ServiceClaimInput!) {\n  verifyServiceStatus(input: $input) {\n    __typename\n    ... on ServiceVerification {\n      state\n      code\n      documentUrl\n    }\n    ...InputErrorsFields\n  }\n}": typeof types.VerifyServiceStatusDocument,
    "mutation AddToCart($productId: ID!, $quantity: Int) {\n  addToCart(productId: $productId, quantity: $quantity) {\n    ...CartFields\n  }\n}": typeof types.AddToCartDocument,
    "fragment AppliedDiscountFields on AppliedDiscount {\n  name\n  code\n  amount\n  freeShipping\n}": typeof types.AppliedDiscountFieldsFragmentDoc,
    "mutation ApplyPromotionCode($code: String!, $state: String, $zip: String) {\n  applyPromotionCode(code: $code, state: $state, zip: $zip) {\n    __typename\n    ... on CodeApplied {\n      cart {\n        ...CartFields\n      }\n    }\n    ... on InputErrors {\n      ...InputErrorsFields\n    }\n  }\n}": typeof types.ApplyPromotionCodeDocument,
    "query CartExciseTax($state: String!, $zip: String) {\n  cartExciseTax(state: $state, zip: $zip) {\n    taxes {\n      name\n      amount\n    }\n    exciseTax\n    discount\n    discounts {\n      ...AppliedDiscountFields\n    }\n    notices {\n      ...DiscountNoticeFields\n    }\n    codeProblems {\n      ...CodeProblemFields\n    }\n    shipping\n    total\n  }\n}": typeof types.CartExciseTaxDocument,
    "fragment CartFields on Cart {\n  id\n  lines {\n    quantity\n    lineTotal\n    compareAtPrice\n    saving\n    discount\n    product {\n      ...ProductCard\n    }\n  }\n  totals {\n    itemCount\n    subtotal\n    discount\n    shipping\n    total\n    freeShippingThreshold\n    amountToFreeShipping\n    savings\n  }\n  discounts {\n    ...AppliedDiscountFields\n  }\n  notices {\n    ...DiscountNoticeFields\n  }\n  codes\n  codeProblems {\n    ...CodeProblemFields\n  }\n}": typeof types.CartFieldsFragmentDoc,
    "query CartRestrictions($state: String!, $productIds: [ID!], $quantities: [Int!]) {\n  cartRestrictions(\n    state: $state\n    productIds: $productIds\n    quantities: $quantities\n  ) {\n    productId\n    productName\n    reason\n  }\n}": typeof types.CartRestrictionsDocument,
    "query Cart {\n  cart {\n    ...CartFields\n  }\n}": typeof types.CartDocument,
    "fragment CodeProblemFields on CodeProblem {\n  code\n  message\n}": typeof types.CodeProblemFieldsFragmentDoc,
    "fragment DiscountNoticeFields on DiscountNotice {\n  promotion\n  code\n  products\n  message\n}": typeof types.DiscountNoticeFieldsFragmentDoc,
    "mutation RemoveFromCart($productId: ID!) {\n  removeFromCart(productId: $productId) {\n    ...CartFields\n  }\n}": typeof types.RemoveFromCartDocument,
    "mutation RemovePromotionCode($code: String!, $state: String, $zip: String) {\n  removePromotionCode(code: $code, state: $state, zip: $zip) {\n    ...CartFields\n  }\n}": typeof types.RemovePromotionCodeDocument,
    "mutation SetCartQuantity($productId: ID!, $quantity: Int!) {\n  setCartQuantity(productId: $productId, quantity: $quantity) {\n    ...CartFields\n  }\n}": typeof types.SetCartQuantityDocument,
    "query HomePage {\n  topVapes: categoryCards(group: TOP_VAPES) {\n    ...CategoryCardFields\n  }\n  topSelling: categoryCards(group: TOP_SELLING) {\n    ...CategoryCardFields\n  }\n  others: categoryCards(group: OTHERS) {\n    ...CategoryCardFields\n  }\n  saleSummary {\n    productCount\n    largestSavingPercent\n  }\n  vapeKitTabs {\n    name\n    products {\n      ...ProductCard\n    }\n  }\n}\n\nfragment CategoryCardFields on CategoryCard {\n  id\n  name\n  label\n  pic\n  parent\n}": typeof types.HomePageDocument,
    "query MenuGroups {\n  menuGroups {\n    name\n    items {\n      name\n      label\n      pic\n    }\n  }\n}": typeof types.MenuGroupsDocument,
    "query PopularCategories {\n  categoryCards(group: OTHERS) {\n    id\n    name\n    label\n  }\n}": typeof types.PopularCategoriesDocument,
    "fragment ProductCard on Product {\n  id\n  slug\n  name\n  price\n  compareAtPrice\n  savingPercent\n  image\n  category\n  subcategory\n}": typeof types.ProductCardFragmentDoc,
    "query ProductPage($slug: String!) {\n  product(slug: $slug) {\n    ...ProductCard\n    brand\n    flavor\n    productType\n    puffs\n    nicotineMg\n    description\n    stock\n    availability\n    gallery {\n      url\n      alt\n      width\n      height\n    }\n    restrictedStates {\n      stateCode\n      stateName\n      kind\n      description\n    }\n    related {\n      ...ProductCard\n    }\n  }\n}": typeof types.ProductPageDocument,
    "query SearchProducts($input: ProductSearchInput!) {\n  searchProducts(input: $input) {\n    total\n    page\n    pageSize\n    pageCount\n    sort\n    didYouMean\n    products {\n      ...ProductCard\n      brand\n      flavor\n      productType\n    }\n    facets {\n      productTypes {\n        name\n        count\n      }\n      brands {\n        name\n        count\n      }\n      flavors {\n        name\n        count\n      }\n    }\n  }\n}": typeof types.SearchProductsDocument,
    "query SearchSuggestions($text: String!) {\n  searchSuggestions(text: $text) {\n    kind\n    label\n    category\n    product {\n      id\n      slug\n      name\n      price\n      image\n    }\n  }\n}": typeof types.SearchSuggestionsDocument,
    "query RegisterDeviceForm {\n  deviceOptions\n  usStates {\n    code\n    name\n  }\n}": typeof types.RegisterDeviceFormDocument,
    "mutation RegisterDevice($input: DeviceRegistrationInput!) {\n  registerDevice(input: $input) {\n    __typename\n    ... on Done {\n      message\n    }\n    ...InputErrorsFields\n  }\n}": typeof types.RegisterDeviceDocument,
    "mutation SubscribeToNewsletter($email: String!) {\n  subscribeToNewsletter(email: $email) {\n    __typename\n    ... on Done {\n      message\n    }\n    ...InputErrorsFields\n  }\n}": typeof types.SubscribeToNewsletterDocument,
    "query CategoryIndex {\n  categoryIndex {\n    name\n    label\n    pic\n    children {\n      name\n      label\n    }\n  }\n}": typeof types.CategoryIndexDocument,
    "query Collections {\n  topVapes: categoryCards(group: TOP_VAPES) {\n    ...CategoryCardFields\n  }\n  topSelling: categoryCards(group: TOP_SELLING) {\n    ...CategoryCardFields\n  }\n  others: categoryCards(group: OTHERS) {\n    ...CategoryCardFields\n  }\n}": typeof types.CollectionsDocument,
    "mutation BuyAgain($orderNumber: String!) {\n  buyAgain(orderNumber: $orderNumber) {\n    added\n    skipped {\n      name\n      reason\n    }\n    cart {\n      ...CartFields\n    }\n  }\n}": typeof types.BuyAgainDocument,
    "query DeliveryOptions {\n  deliveryOptions {\n    method\n    name\n    price\n    minBusinessDays\n    maxBusinessDays\n    estimatedFrom\n    estimatedTo\n  }\n}": typeof types.DeliveryOptionsDocument,
    "fragment OrderFields on Order {\n  orderNumber\n  placedAt\n  status\n  itemCount\n  subtotal\n  discount\n  discounts {\n    ...AppliedDiscountFields\n  }\n  shipping\n  exciseTax\n  taxes {\n    name\n    amount\n  }\n  savings\n  total\n  shipTo {\n    firstName\n    lastName\n    address\n    city\n    state\n    stateName\n    zipcode\n  }\n  delivery {\n    method\n    name\n    estimatedFrom\n    estimatedTo\n  }\n  lines {\n    id\n    productId\n    name\n    category\n    subcategory\n    quantity\n    unitPrice\n    lineTotal\n    compareAtPrice\n    saving\n    discount\n    product {\n      id\n      slug\n    }\n  }\n  awaitingIdentityVerification\n}": typeof types.OrderFieldsFragmentDoc,
    "query OrderPage($orderNumber: String!) {\n  order(orderNumber: $orderNumber) {\n    ...OrderFields\n    timeline {\n      status\n      at\n      carrier\n      trackingNumber\n      trackingUrl\n    }\n    payment {\n      ...OrderPaymentFields\n      refunds {\n        at\n        amount\n        reason\n      }\n    }\n  }\n}": typeof types.OrderPageDocument,
    "fragment OrderPaymentFields on OrderPayment {\n  state\n  authorized\n  charged\n  refunded\n  due\n  brand\n  lastFour\n}": typeof types.OrderPaymentFieldsFragmentDoc,
    "query Order($orderNumber: String!) {\n  order(orderNumber: $orderNumber) {\n    ...OrderFields\n  }\n}": typeof types.OrderDocument,
    "query Orders($search: String, $page: Int, $pageSize: Int) {\n  orders(search: $search, page: $page, pageSize: $pageSize) {\n    total\n    page\n    pageSize\n    pageCount\n    counters {\n      pending\n      undelivered\n      delivered\n      refund\n    }\n    orders {\n      orderNumber\n      placedAt\n      itemCount\n      total\n      status\n    }\n  }\n}": typeof types.OrdersDocument,
    "mutation PayOrder($input: PayOrderInput!) {\n  payOrder(input: $input) {\n    __typename\n    ... on OrderPaid {\n      order {\n        orderNumber\n        payment {\n          ...OrderPaymentFields\n        }\n      }\n    }\n    ...InputErrorsFields\n  }\n}": typeof types.PayOrderDocument,
    "query PaymentForm {\n  paymentForm {\n    provider\n    scriptUrl\n    apiLoginId\n    clientKey\n    bankAccounts\n  }\n}": typeof types.PaymentFormDocument,
    "mutation PlaceOrder($input: PlaceOrderInput!) {\n  placeOrder(input: $input) {\n    __typename\n    ... on OrderPlaced {\n      order {\n        ...OrderFields\n      }\n    }\n    ...InputErrorsFields\n    ... on IdentityDocumentNeeded {\n      code\n      message\n      documentUrl\n    }\n  }\n}": typeof types.PlaceOrderDocument,
    "query ShippingRestrictions {\n  shippingRestrictions {\n    stateCode\n    stateName\n    kind\n    description\n    allowedFlavors\n    maxNicotineMg\n    maxUnits\n    effectiveFrom\n    source\n  }\n}": typeof types.ShippingRestrictionsDocument,
    "query SignUpOffer {\n  signUpOffer {\n    headline\n    text\n  }\n}": typeof types.SignUpOfferDocument,
};
const documents: Documents = {
    "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    __typename\n    ... on Done {\n      message\n    }\n    ...InputErrorsFields\n  }\n}": types.ChangePasswordDocument,
    "fragment CustomerFields on Customer {\n  id\n  email\n  firstName\n  lastName\n  dateOfBirth\n}": types.CustomerFieldsFragmentDoc,
    "mutation DeleteShippingAddress($id: ID!) {\n  deleteShippingAddress(id: $id)\n}": types.DeleteShippingAddressDocument,
    "fragment InputErrorsFields on InputErrors {\n  message\n  errors {\n    field\n    code\n    message\n  }\n}": types.InputErrorsFieldsFragmentDoc,
    "mutation LogIn($input: LogInInput!) {\n  logIn(input: $input) {\n    __typename\n    ... on AuthSuccess {\n      customer {\n        ...CustomerFields\n      }\n    }\n    ...InputErrorsFields\n  }\n}": types.LogInDocument,
    "mutation LogOut {\n  logOut\n}": types.LogOutDocument,
    "query Me {\n  me {\n    ...CustomerFields\n  }\n}": types.MeDocument,
    "mutation RequestPasswordRecovery($email: String!) {\n  requestPasswordRecovery(email: $email) {\n    __typename\n    ... on Done {\n      message\n    }\n    ...InputErrorsFields\n  }\n}": types.RequestPasswordRecoveryDocument,
    "mutation RequestSignUpCode($email: String!) {\n  requestSignUpCode(email: $email) {\n    __typename\n    ... on Done {\n      message\n    }\n    ...InputErrorsFields\n  }\n}": types.RequestSignUpCodeDocument,
    "mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    __typename\n    ... on Done {\n      message\n    }\n    ...InputErrorsFields\n  }\n}": types.ResetPasswordDocument,
    "mutation SaveShippingAddress($input: ShippingAddressInput!, $id: ID, $makeDefault: Boolean) {\n  saveShippingAddress(input: $input, id: $id, makeDefault: $makeDefault) {\n    __typename\n    ... on ShippingAddress {\n      ...ShippingAddressFields\n    }\n    ...InputErrorsFields\n  }\n}": types.SaveShippingAddressDocument,
    "mutation SetDefaultShippingAddress($id: ID!) {\n  setDefaultShippingAddress(id: $id) {\n    ...ShippingAddressFields\n  }\n}": types.SetDefaultShippingAddressDocument,
    "fragment ShippingAddressFields on ShippingAddress {\n  id\n  firstName\n  lastName\n  address\n  city\n  state\n  stateName\n  zipcode\n  isDefault\n}": types.ShippingAddressFieldsFragmentDoc,
    "query ShippingAddresses {\n  shippingAddresses {\n    ...ShippingAddressFields\n  }\n  addressBookLimit\n  usStates {\n    code\n    name\n  }\n}": types.ShippingAddressesDocument,
    "mutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    __typename\n    ... on AuthSuccess {\n      customer {\n        ...CustomerFields\n      }\n    }\n    ...InputErrorsFields\n  }\n}": types.SignUpDocument,
    "mutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    __typename\n    ... on Customer {\n      ...CustomerFields\n    }\n    ...InputErrorsFields\n  }\n}": types.UpdateProfileDocument,
    "query UsStates {\n  usStates {\n    code\n    name\n  }\n}": types.UsStatesDocument,
    "query ServiceDiscount {\n  serviceDiscount {\n    available\n    flow\n    group\n    verifiedOn\n    todaysCode\n    todaysCodeUsed\n  }\n}": types.ServiceDiscountDocument,
    "mutation StartServiceVerification($input: ServiceVerificationStartInput!) {\n  startServiceVerification(input: $input) {\n    __typename\n    ... on ServiceVerificationStart {\n      url\n    }\n    ...InputErrorsFields\n  }\n}": types.StartServiceVerificationDocument,
    "mutation VerifyServiceStatus($input: ServiceClaimInput!) {\n  verifyServiceStatus(input: $input) {\n    __typename\n    ... on ServiceVerification {\n      state\n      code\n      documentUrl\n    }\n    ...InputErrorsFields\n  }\n}": types.VerifyServiceStatusDocument,
    "mutation AddToCart($productId: ID!, $quantity: Int) {\n  addToCart(productId: $productId, quantity: $quantity) {\n    ...CartFields\n  }\n}": types.AddToCartDocument,
    "fragment AppliedDiscountFields on AppliedDiscount {\n  name\n  code\n  amount\n  freeShipping\n}": types.AppliedDiscountFieldsFragmentDoc,
    "mutation ApplyPromotionCode($code: String!, $state: String, $zip: String) {\n  applyPromotionCode(code: $code, state: $state, zip: $zip) {\n    __typename\n    ... on CodeApplied {\n      cart {\n        ...CartFields\n      }\n    }\n    ... on InputErrors {\n      ...InputErrorsFields\n    }\n  }\n}": types.ApplyPromotionCodeDocument,
    "query CartExciseTax($state: String!, $zip: String) {\n  cartExciseTax(state: $state, zip: $zip) {\n    taxes {\n      name\n      amount\n    }\n    exciseTax\n    discount\n    discounts {\n      ...AppliedDiscountFields\n    }\n    notices {\n      ...DiscountNoticeFields\n    }\n    codeProblems {\n      ...CodeProblemFields\n    }\n    shipping\n    total\n  }\n}": types.CartExciseTaxDocument,
    "fragment CartFields on Cart {\n  id\n  lines {\n    quantity\n    lineTotal\n    compareAtPrice\n    saving\n    discount\n    product {\n      ...ProductCard\n    }\n  }\n  totals {\n    itemCount\n    subtotal\n    discount\n    shipping\n    total\n    freeShippingThreshold\n    amountToFreeShipping\n    savings\n  }\n  discounts {\n    ...AppliedDiscountFields\n  }\n  notices {\n    ...DiscountNoticeFields\n  }\n  codes\n  codeProblems {\n    ...CodeProblemFields\n  }\n}": types.CartFieldsFragmentDoc,
    "query CartRestrictions($state: String!, $productIds: [ID!], $quantities: [Int!]) {\n  cartRestrictions(\n    state: $state\n    productIds: $productIds\n    quantities: $quantities\n  ) {\n    productId\n    productName\n    reason\n  }\n}": types.CartRestrictionsDocument,
    "query Cart {\n  cart {\n    ...CartFields\n  }\n}": types.CartDocument,
    "fragment CodeProblemFields on CodeProblem {\n  code\n  message\n}": types.CodeProblemFieldsFragmentDoc,
    "fragment DiscountNoticeFields on DiscountNotice {\n  promotion\n  code\n  products\n  message\n}": types.DiscountNoticeFieldsFragmentDoc,
    "mutation RemoveFromCart($productId: ID!) {\n  removeFromCart(productId: $productId) {\n    ...CartFields\n  }\n}": types.RemoveFromCartDocument,
    "mutation RemovePromotionCode($code: String!, $state: String, $zip: String) {\n  removePromotionCode(code: $code, state: $state, zip: $zip) {\n    ...CartFields\n  }\n}": types.RemovePromotionCodeDocument,
    "mutation SetCartQuantity($productId: ID!, $quantity: Int!) {\n  setCartQuantity(productId: $productId, quantity: $quantity) {\n    ...CartFields\n  }\n}": types.SetCartQuantityDocument,
    "query HomePage {\n  topVapes: categoryCards(group: TOP_VAPES) {\n    ...CategoryCardFields\n  }\n  topSelling: categoryCards(group: TOP_SELLING) {\n    ...CategoryCardFields\n  }\n  others: categoryCards(group: OTHERS) {\n    ...CategoryCardFields\n  }\n  saleSummary {\n    productCount\n    largestSavingPercent\n  }\n  vapeKitTabs {\n    name\n    products {\n      ...ProductCard\n    }\n  }\n}\n\nfragment CategoryCardFields on CategoryCard {\n  id\n  name\n  label\n  pic\n  parent\n}": types.HomePageDocument,
    "query MenuGroups {\n  menuGroups {\n    name\n    items {\n      name\n      label\n      pic\n    }\n  }\n}": types.MenuGroupsDocument,
    "query PopularCategories {\n  categoryCards(group: OTHERS) {\n    id\n    name\n    label\n  }\n}": types.PopularCategoriesDocument,
    "fragment ProductCard on Product {\n  id\n  slug\n  name\n  price\n  compareAtPrice\n  savingPercent\n  image\n  category\n  subcategory\n}": types.ProductCardFragmentDoc,
    "query ProductPage($slug: String!) {\n  product(slug: $slug) {\n    ...ProductCard\n    brand\n    flavor\n    productType\n    puffs\n    nicotineMg\n    description\n    stock\n    availability\n    gallery {\n      url\n      alt\n      width\n      height\n    }\n    restrictedStates {\n      stateCode\n      stateName\n      kind\n      description\n    }\n    related {\n      ...ProductCard\n    }\n  }\n}": types.ProductPageDocument,
    "query SearchProducts($input: ProductSearchInput!) {\n  searchProducts(input: $input) {\n    total\n    page\n    pageSize\n    pageCount\n    sort\n    didYouMean\n    products {\n      ...ProductCard\n      brand\n      flavor\n      productType\n    }\n    facets {\n      productTypes {\n        name\n        count\n      }\n      brands {\n        name\n        count\n      }\n      flavors {\n        name\n        count\n      }\n    }\n  }\n}": types.SearchProductsDocument,
    "query SearchSuggestions($text: String!) {\n  searchSuggestions(text: $text) {\n    kind\n    label\n    category\n    product {\n      id\n      slug\n      name\n      price\n      image\n    }\n  }\n}": types.SearchSuggestionsDocument,
    "query RegisterDeviceForm {\n  deviceOptions\n  usStates {\n    code\n    name\n  }\n}": types.RegisterDeviceFormDocument,
    "mutation RegisterDevice($input: DeviceRegistrationInput!) {\n  registerDevice(input: $input) {\n    __typename\n    ... on Done {\n      message\n    }\n    ...InputErrorsFields\n  }\n}": types.RegisterDeviceDocument,
    "mutation SubscribeToNewsletter($email: String!) {\n  subscribeToNewsletter(email: $email) {\n    __typename\n    ... on Done {\n      message\n    }\n    ...InputErrorsFields\n  }\n}": types.SubscribeToNewsletterDocument,
    "query CategoryIndex {\n  categoryIndex {\n    name\n    label\n    pic\n    children {\n      name\n      label\n    }\n  }\n}": types.CategoryIndexDocument,
    "query Collections {\n  topVapes: categoryCards(group: TOP_VAPES) {\n    ...CategoryCardFields\n  }\n  topSelling: categoryCards(group: TOP_SELLING) {\n    ...CategoryCardFields\n  }\n  others: categoryCards(group: OTHERS) {\n    ...CategoryCardFields\n  }\n}": types.CollectionsDocument,
    "mutation BuyAgain($orderNumber: String!) {\n  buyAgain(orderNumber: $orderNumber) {\n    added\n    skipped {\n      name\n      reason\n    }\n    cart {\n      ...CartFields\n    }\n  }\n}": types.BuyAgainDocument,
    "query DeliveryOptions {\n  deliveryOptions {\n    method\n    name\n    price\n    minBusinessDays\n    maxBusinessDays\n    estimatedFrom\n    estimatedTo\n  }\n}": types.DeliveryOptionsDocument,
    "fragment OrderFields on Order {\n  orderNumber\n  placedAt\n  status\n  itemCount\n  subtotal\n  discount\n  discounts {\n    ...AppliedDiscountFields\n  }\n  shipping\n  exciseTax\n  taxes {\n    name\n    amount\n  }\n  savings\n  total\n  shipTo {\n    firstName\n    lastName\n    address\n    city\n    state\n    stateName\n    zipcode\n  }\n  delivery {\n    method\n    name\n    estimatedFrom\n    estimatedTo\n  }\n  lines {\n    id\n    productId\n    name\n    category\n    subcategory\n    quantity\n    unitPrice\n    lineTotal\n    compareAtPrice\n    saving\n    discount\n    product {\n      id\n      slug\n    }\n  }\n  awaitingIdentityVerification\n}": types.OrderFieldsFragmentDoc,
    "query OrderPage($orderNumber: String!) {\n  order(orderNumber: $orderNumber) {\n    ...OrderFields\n    timeline {\n      status\n      at\n      carrier\n      trackingNumber\n      trackingUrl\n    }\n    payment {\n      ...OrderPaymentFields\n      refunds {\n        at\n        amount\n        reason\n      }\n    }\n  }\n}": types.OrderPageDocument,
    "fragment OrderPaymentFields on OrderPayment {\n  state\n  authorized\n  charged\n  refunded\n  due\n  brand\n  lastFour\n}": types.OrderPaymentFieldsFragmentDoc,
    "query Order($orderNumber: String!) {\n  order(orderNumber: $orderNumber) {\n    ...OrderFields\n  }\n}": types.OrderDocument,
    "query Orders($search: String, $page: Int, $pageSize: Int) {\n  orders(search: $search, page: $page, pageSize: $pageSize) {\n    total\n    page\n    pageSize\n    pageCount\n    counters {\n      pending\n      undelivered\n      delivered\n      refund\n    }\n    orders {\n      orderNumber\n      placedAt\n      itemCount\n      total\n      status\n    }\n  }\n}": types.OrdersDocument,
    "mutation PayOrder($input: PayOrderInput!) {\n  payOrder(input: $input) {\n    __typename\n    ... on OrderPaid {\n      order {\n        orderNumber\n        payment {\n          ...OrderPaymentFields\n        }\n      }\n    }\n    ...InputErrorsFields\n  }\n}": types.PayOrderDocument,
    "query PaymentForm {\n  paymentForm {\n    provider\n    scriptUrl\n    apiLoginId\n    clientKey\n    bankAccounts\n  }\n}": types.PaymentFormDocument,
    "mutation PlaceOrder($input: PlaceOrderInput!) {\n  placeOrder(input: $input) {\n    __typename\n    ... on OrderPlaced {\n      order {\n        ...OrderFields\n      }\n    }\n    ...InputErrorsFields\n    ... on IdentityDocumentNeeded {\n      code\n      message\n      documentUrl\n    }\n  }\n}": types.PlaceOrderDocument,
    "query ShippingRestrictions {\n  shippingRestrictions {\n    stateCode\n    stateName\n    kind\n    description\n    allowedFlavors\n    maxNicotineMg\n    maxUnits\n    effectiveFrom\n    source\n  }\n}": types.ShippingRestrictionsDocument,
    "query SignUpOffer {\n  signUpOffer {\n    headline\n    text\n  }\n}": types.SignUpOfferDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    __typename\n    ... on Done {\n      message\n    }\n    ...InputErrorsFields\n  }\n}"): (typeof documents)["mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    __typename\n    ... on Done {\n      message\n    }\n    ...InputErrorsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CustomerFields on Customer {\n  id\n  email\n  firstName\n  lastName\n  dateOfBirth\n}"): (typeof documents)["fragment CustomerFields on Customer {\n  id\n  email\n  firstName\n  lastName\n  dateOfBirth\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteShippingAddress($id: ID!) {\n  deleteShippingAddress(id: $id)\n}"): (typeof documents)["mutation DeleteShippingAddress($id: ID!) {\n  deleteShippingAddress(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment InputErrorsFields on InputErrors {\n  message\n  errors {\n    field\n    code\n    message\n  }\n}"): (typeof documents)["fragment InputErrorsFields on InputErrors {\n  message\n  errors {\n    field\n    code\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LogIn($input: LogInInput!) {\n  logIn(input: $input) {\n    __typename\n    ... on AuthSuccess {\n      customer {\n        ...CustomerFields\n      }\n    }\n    ...InputErrorsFields\n  }\n}"): (typeof documents)["mutation LogIn($input: LogInInput!) {\n  logIn(input: $input) {\n    __typename\n    ... on AuthSuccess {\n      customer {\n        ...CustomerFields\n      }\n    }\n    ...InputErrorsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LogOut {\n  logOut\n}"): (typeof documents)["mutation LogOut {\n  logOut\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    ...CustomerFields\n  }\n}"): (typeof documents)["query Me {\n  me {\n    ...CustomerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestPasswordRecovery($email: String!) {\n  requestPasswordRecovery(email: $email) {\n    __typename\n    ... on Done {\n      message\n    }\n    ...InputErrorsFields\n  }\n}"): (typeof documents)["mutation RequestPasswordRecovery($email: String!) {\n  requestPasswordRecovery(email: $email) {\n    __typename\n    ... on Done {\n      message\n    }\n    ...InputErrorsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestSignUpCode($email: String!) {\n  requestSignUpCode(email: $email) {\n    __typename\n    ... on Done {\n      message\n    }\n    ...InputErrorsFields\n  }\n}"): (typeof documents)["mutation RequestSignUpCode($email: String!) {\n  requestSignUpCode(email: $email) {\n    __typename\n    ... on Done {\n      message\n    }\n    ...InputErrorsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    __typename\n    ... on Done {\n      message\n    }\n    ...InputErrorsFields\n  }\n}"): (typeof documents)["mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    __typename\n    ... on Done {\n      message\n    }\n    ...InputErrorsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveShippingAddress($input: ShippingAddressInput!, $id: ID, $makeDefault: Boolean) {\n  saveShippingAddress(input: $input, id: $id, makeDefault: $makeDefault) {\n    __typename\n    ... on ShippingAddress {\n      ...ShippingAddressFields\n    }\n    ...InputErrorsFields\n  }\n}"): (typeof documents)["mutation SaveShippingAddress($input: ShippingAddressInput!, $id: ID, $makeDefault: Boolean) {\n  saveShippingAddress(input: $input, id: $id, makeDefault: $makeDefault) {\n    __typename\n    ... on ShippingAddress {\n      ...ShippingAddressFields\n    }\n    ...InputErrorsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetDefaultShippingAddress($id: ID!) {\n  setDefaultShippingAddress(id: $id) {\n    ...ShippingAddressFields\n  }\n}"): (typeof documents)["mutation SetDefaultShippingAddress($id: ID!) {\n  setDefaultShippingAddress(id: $id) {\n    ...ShippingAddressFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ShippingAddressFields on ShippingAddress {\n  id\n  firstName\n  lastName\n  address\n  city\n  state\n  stateName\n  zipcode\n  isDefault\n}"): (typeof documents)["fragment ShippingAddressFields on ShippingAddress {\n  id\n  firstName\n  lastName\n  address\n  city\n  state\n  stateName\n  zipcode\n  isDefault\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShippingAddresses {\n  shippingAddresses {\n    ...ShippingAddressFields\n  }\n  addressBookLimit\n  usStates {\n    code\n    name\n  }\n}"): (typeof documents)["query ShippingAddresses {\n  shippingAddresses {\n    ...ShippingAddressFields\n  }\n  addressBookLimit\n  usStates {\n    code\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    __typename\n    ... on AuthSuccess {\n      customer {\n        ...CustomerFields\n      }\n    }\n    ...InputErrorsFields\n  }\n}"): (typeof documents)["mutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    __typename\n    ... on AuthSuccess {\n      customer {\n        ...CustomerFields\n      }\n    }\n    ...InputErrorsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    __typename\n    ... on Customer {\n      ...CustomerFields\n    }\n    ...InputErrorsFields\n  }\n}"): (typeof documents)["mutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    __typename\n    ... on Customer {\n      ...CustomerFields\n    }\n    ...InputErrorsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UsStates {\n  usStates {\n    code\n    name\n  }\n}"): (typeof documents)["query UsStates {\n  usStates {\n    code\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ServiceDiscount {\n  serviceDiscount {\n    available\n    flow\n    group\n    verifiedOn\n    todaysCode\n    todaysCodeUsed\n  }\n}"): (typeof documents)["query ServiceDiscount {\n  serviceDiscount {\n    available\n    flow\n    group\n    verifiedOn\n    todaysCode\n    todaysCodeUsed\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StartServiceVerification($input: ServiceVerificationStartInput!) {\n  startServiceVerification(input: $input) {\n    __typename\n    ... on ServiceVerificationStart {\n      url\n    }\n    ...InputErrorsFields\n  }\n}"): (typeof documents)["mutation StartServiceVerification($input: ServiceVerificationStartInput!) {\n  startServiceVerification(input: $input) {\n    __typename\n    ... on ServiceVerificationStart {\n      url\n    }\n    ...InputErrorsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VerifyServiceStatus($input: ServiceClaimInput!) {\n  verifyServiceStatus(input: $input) {\n    __typename\n    ... on ServiceVerification {\n      state\n      code\n      documentUrl\n    }\n    ...InputErrorsFields\n  }\n}"): (typeof documents)["mutation VerifyServiceStatus($input: ServiceClaimInput!) {\n  verifyServiceStatus(input: $input) {\n    __typename\n    ... on ServiceVerification {\n      state\n      code\n      documentUrl\n    }\n    ...InputErrorsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddToCart($productId: ID!, $quantity: Int) {\n  addToCart(productId: $productId, quantity: $quantity) {\n    ...CartFields\n  }\n}"): (typeof documents)["mutation AddToCart($productId: ID!, $quantity: Int) {\n  addToCart(productId: $productId, quantity: $quantity) {\n    ...CartFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AppliedDiscountFields on AppliedDiscount {\n  name\n  code\n  amount\n  freeShipping\n}"): (typeof documents)["fragment AppliedDiscountFields on AppliedDiscount {\n  name\n  code\n  amount\n  freeShipping\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApplyPromotionCode($code: String!, $state: String, $zip: String) {\n  applyPromotionCode(code: $code, state: $state, zip: $zip) {\n    __typename\n    ... on CodeApplied {\n      cart {\n        ...CartFields\n      }\n    }\n    ... on InputErrors {\n      ...InputErrorsFields\n    }\n  }\n}"): (typeof documents)["mutation ApplyPromotionCode($code: String!, $state: String, $zip: String) {\n  applyPromotionCode(code: $code, state: $state, zip: $zip) {\n    __typename\n    ... on CodeApplied {\n      cart {\n        ...CartFields\n      }\n    }\n    ... on InputErrors {\n      ...InputErrorsFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CartExciseTax($state: String!, $zip: String) {\n  cartExciseTax(state: $state, zip: $zip) {\n    taxes {\n      name\n      amount\n    }\n    exciseTax\n    discount\n    discounts {\n      ...AppliedDiscountFields\n    }\n    notices {\n      ...DiscountNoticeFields\n    }\n    codeProblems {\n      ...CodeProblemFields\n    }\n    shipping\n    total\n  }\n}"): (typeof documents)["query CartExciseTax($state: String!, $zip: String) {\n  cartExciseTax(state: $state, zip: $zip) {\n    taxes {\n      name\n      amount\n    }\n    exciseTax\n    discount\n    discounts {\n      ...AppliedDiscountFields\n    }\n    notices {\n      ...DiscountNoticeFields\n    }\n    codeProblems {\n      ...CodeProblemFields\n    }\n    shipping\n    total\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CartFields on Cart {\n  id\n  lines {\n    quantity\n    lineTotal\n    compareAtPrice\n    saving\n    discount\n    product {\n      ...ProductCard\n    }\n  }\n  totals {\n    itemCount\n    subtotal\n    discount\n    shipping\n    total\n    freeShippingThreshold\n    amountToFreeShipping\n    savings\n  }\n  discounts {\n    ...AppliedDiscountFields\n  }\n  notices {\n    ...DiscountNoticeFields\n  }\n  codes\n  codeProblems {\n    ...CodeProblemFields\n  }\n}"): (typeof documents)["fragment CartFields on Cart {\n  id\n  lines {\n    quantity\n    lineTotal\n    compareAtPrice\n    saving\n    discount\n    product {\n      ...ProductCard\n    }\n  }\n  totals {\n    itemCount\n    subtotal\n    discount\n    shipping\n    total\n    freeShippingThreshold\n    amountToFreeShipping\n    savings\n  }\n  discounts {\n    ...AppliedDiscountFields\n  }\n  notices {\n    ...DiscountNoticeFields\n  }\n  codes\n  codeProblems {\n    ...CodeProblemFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CartRestrictions($state: String!, $productIds: [ID!], $quantities: [Int!]) {\n  cartRestrictions(\n    state: $state\n    productIds: $productIds\n    quantities: $quantities\n  ) {\n    productId\n    productName\n    reason\n  }\n}"): (typeof documents)["query CartRestrictions($state: String!, $productIds: [ID!], $quantities: [Int!]) {\n  cartRestrictions(\n    state: $state\n    productIds: $productIds\n    quantities: $quantities\n  ) {\n    productId\n    productName\n    reason\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Cart {\n  cart {\n    ...CartFields\n  }\n}"): (typeof documents)["query Cart {\n  cart {\n    ...CartFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CodeProblemFields on CodeProblem {\n  code\n  message\n}"): (typeof documents)["fragment CodeProblemFields on CodeProblem {\n  code\n  message\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DiscountNoticeFields on DiscountNotice {\n  promotion\n  code\n  products\n  message\n}"): (typeof documents)["fragment DiscountNoticeFields on DiscountNotice {\n  promotion\n  code\n  products\n  message\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveFromCart($productId: ID!) {\n  removeFromCart(productId: $productId) {\n    ...CartFields\n  }\n}"): (typeof documents)["mutation RemoveFromCart($productId: ID!) {\n  removeFromCart(productId: $productId) {\n    ...CartFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemovePromotionCode($code: String!, $state: String, $zip: String) {\n  removePromotionCode(code: $code, state: $state, zip: $zip) {\n    ...CartFields\n  }\n}"): (typeof documents)["mutation RemovePromotionCode($code: String!, $state: String, $zip: String) {\n  removePromotionCode(code: $code, state: $state, zip: $zip) {\n    ...CartFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetCartQuantity($productId: ID!, $quantity: Int!) {\n  setCartQuantity(productId: $productId, quantity: $quantity) {\n    ...CartFields\n  }\n}"): (typeof documents)["mutation SetCartQuantity($productId: ID!, $quantity: Int!) {\n  setCartQuantity(productId: $productId, quantity: $quantity) {\n    ...CartFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HomePage {\n  topVapes: categoryCards(group: TOP_VAPES) {\n    ...CategoryCardFields\n  }\n  topSelling: categoryCards(group: TOP_SELLING) {\n    ...CategoryCardFields\n  }\n  others: categoryCards(group: OTHERS) {\n    ...CategoryCardFields\n  }\n  saleSummary {\n    productCount\n    largestSavingPercent\n  }\n  vapeKitTabs {\n    name\n    products {\n      ...ProductCard\n    }\n  }\n}\n\nfragment CategoryCardFields on CategoryCard {\n  id\n  name\n  label\n  pic\n  parent\n}"): (typeof documents)["query HomePage {\n  topVapes: categoryCards(group: TOP_VAPES) {\n    ...CategoryCardFields\n  }\n  topSelling: categoryCards(group: TOP_SELLING) {\n    ...CategoryCardFields\n  }\n  others: categoryCards(group: OTHERS) {\n    ...CategoryCardFields\n  }\n  saleSummary {\n    productCount\n    largestSavingPercent\n  }\n  vapeKitTabs {\n    name\n    products {\n      ...ProductCard\n    }\n  }\n}\n\nfragment CategoryCardFields on CategoryCard {\n  id\n  name\n  label\n  pic\n  parent\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MenuGroups {\n  menuGroups {\n    name\n    items {\n      name\n      label\n      pic\n    }\n  }\n}"): (typeof documents)["query MenuGroups {\n  menuGroups {\n    name\n    items {\n      name\n      label\n      pic\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PopularCategories {\n  categoryCards(group: OTHERS) {\n    id\n    name\n    label\n  }\n}"): (typeof documents)["query PopularCategories {\n  categoryCards(group: OTHERS) {\n    id\n    name\n    label\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductCard on Product {\n  id\n  slug\n  name\n  price\n  compareAtPrice\n  savingPercent\n  image\n  category\n  subcategory\n}"): (typeof documents)["fragment ProductCard on Product {\n  id\n  slug\n  name\n  price\n  compareAtPrice\n  savingPercent\n  image\n  category\n  subcategory\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductPage($slug: String!) {\n  product(slug: $slug) {\n    ...ProductCard\n    brand\n    flavor\n    productType\n    puffs\n    nicotineMg\n    description\n    stock\n    availability\n    gallery {\n      url\n      alt\n      width\n      height\n    }\n    restrictedStates {\n      stateCode\n      stateName\n      kind\n      description\n    }\n    related {\n      ...ProductCard\n    }\n  }\n}"): (typeof documents)["query ProductPage($slug: String!) {\n  product(slug: $slug) {\n    ...ProductCard\n    brand\n    flavor\n    productType\n    puffs\n    nicotineMg\n    description\n    stock\n    availability\n    gallery {\n      url\n      alt\n      width\n      height\n    }\n    restrictedStates {\n      stateCode\n      stateName\n      kind\n      description\n    }\n    related {\n      ...ProductCard\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchProducts($input: ProductSearchInput!) {\n  searchProducts(input: $input) {\n    total\n    page\n    pageSize\n    pageCount\n    sort\n    didYouMean\n    products {\n      ...ProductCard\n      brand\n      flavor\n      productType\n    }\n    facets {\n      productTypes {\n        name\n        count\n      }\n      brands {\n        name\n        count\n      }\n      flavors {\n        name\n        count\n      }\n    }\n  }\n}"): (typeof documents)["query SearchProducts($input: ProductSearchInput!) {\n  searchProducts(input: $input) {\n    total\n    page\n    pageSize\n    pageCount\n    sort\n    didYouMean\n    products {\n      ...ProductCard\n      brand\n      flavor\n      productType\n    }\n    facets {\n      productTypes {\n        name\n        count\n      }\n      brands {\n        name\n        count\n      }\n      flavors {\n        name\n        count\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchSuggestions($text: String!) {\n  searchSuggestions(text: $text) {\n    kind\n    label\n    category\n    product {\n      id\n      slug\n      name\n      price\n      image\n    }\n  }\n}"): (typeof documents)["query SearchSuggestions($text: String!) {\n  searchSuggestions(text: $text) {\n    kind\n    label\n    category\n    product {\n      id\n      slug\n      name\n      price\n      image\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RegisterDeviceForm {\n  deviceOptions\n  usStates {\n    code\n    name\n  }\n}"): (typeof documents)["query RegisterDeviceForm {\n  deviceOptions\n  usStates {\n    code\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RegisterDevice($input: DeviceRegistrationInput!) {\n  registerDevice(input: $input) {\n    __typename\n    ... on Done {\n      message\n    }\n    ...InputErrorsFields\n  }\n}"): (typeof documents)["mutation RegisterDevice($input: DeviceRegistrationInput!) {\n  registerDevice(input: $input) {\n    __typename\n    ... on Done {\n      message\n    }\n    ...InputErrorsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubscribeToNewsletter($email: String!) {\n  subscribeToNewsletter(email: $email) {\n    __typename\n    ... on Done {\n      message\n    }\n    ...InputErrorsFields\n  }\n}"): (typeof documents)["mutation SubscribeToNewsletter($email: String!) {\n  subscribeToNewsletter(email: $email) {\n    __typename\n    ... on Done {\n      message\n    }\n    ...InputErrorsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CategoryIndex {\n  categoryIndex {\n    name\n    label\n    pic\n    children {\n      name\n      label\n    }\n  }\n}"): (typeof documents)["query CategoryIndex {\n  categoryIndex {\n    name\n    label\n    pic\n    children {\n      name\n      label\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Collections {\n  topVapes: categoryCards(group: TOP_VAPES) {\n    ...CategoryCardFields\n  }\n  topSelling: categoryCards(group: TOP_SELLING) {\n    ...CategoryCardFields\n  }\n  others: categoryCards(group: OTHERS) {\n    ...CategoryCardFields\n  }\n}"): (typeof documents)["query Collections {\n  topVapes: categoryCards(group: TOP_VAPES) {\n    ...CategoryCardFields\n  }\n  topSelling: categoryCards(group: TOP_SELLING) {\n    ...CategoryCardFields\n  }\n  others: categoryCards(group: OTHERS) {\n    ...CategoryCardFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BuyAgain($orderNumber: String!) {\n  buyAgain(orderNumber: $orderNumber) {\n    added\n    skipped {\n      name\n      reason\n    }\n    cart {\n      ...CartFields\n    }\n  }\n}"): (typeof documents)["mutation BuyAgain($orderNumber: String!) {\n  buyAgain(orderNumber: $orderNumber) {\n    added\n    skipped {\n      name\n      reason\n    }\n    cart {\n      ...CartFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DeliveryOptions {\n  deliveryOptions {\n    method\n    name\n    price\n    minBusinessDays\n    maxBusinessDays\n    estimatedFrom\n    estimatedTo\n  }\n}"): (typeof documents)["query DeliveryOptions {\n  deliveryOptions {\n    method\n    name\n    price\n    minBusinessDays\n    maxBusinessDays\n    estimatedFrom\n    estimatedTo\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderFields on Order {\n  orderNumber\n  placedAt\n  status\n  itemCount\n  subtotal\n  discount\n  discounts {\n    ...AppliedDiscountFields\n  }\n  shipping\n  exciseTax\n  taxes {\n    name\n    amount\n  }\n  savings\n  total\n  shipTo {\n    firstName\n    lastName\n    address\n    city\n    state\n    stateName\n    zipcode\n  }\n  delivery {\n    method\n    name\n    estimatedFrom\n    estimatedTo\n  }\n  lines {\n    id\n    productId\n    name\n    category\n    subcategory\n    quantity\n    unitPrice\n    lineTotal\n    compareAtPrice\n    saving\n    discount\n    product {\n      id\n      slug\n    }\n  }\n  awaitingIdentityVerification\n}"): (typeof documents)["fragment OrderFields on Order {\n  orderNumber\n  placedAt\n  status\n  itemCount\n  subtotal\n  discount\n  discounts {\n    ...AppliedDiscountFields\n  }\n  shipping\n  exciseTax\n  taxes {\n    name\n    amount\n  }\n  savings\n  total\n  shipTo {\n    firstName\n    lastName\n    address\n    city\n    state\n    stateName\n    zipcode\n  }\n  delivery {\n    method\n    name\n    estimatedFrom\n    estimatedTo\n  }\n  lines {\n    id\n    productId\n    name\n    category\n    subcategory\n    quantity\n    unitPrice\n    lineTotal\n    compareAtPrice\n    saving\n    discount\n    product {\n      id\n      slug\n    }\n  }\n  awaitingIdentityVerification\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderPage($orderNumber: String!) {\n  order(orderNumber: $orderNumber) {\n    ...OrderFields\n    timeline {\n      status\n      at\n      carrier\n      trackingNumber\n      trackingUrl\n    }\n    payment {\n      ...OrderPaymentFields\n      refunds {\n        at\n        amount\n        reason\n      }\n    }\n  }\n}"): (typeof documents)["query OrderPage($orderNumber: String!) {\n  order(orderNumber: $orderNumber) {\n    ...OrderFields\n    timeline {\n      status\n      at\n      carrier\n      trackingNumber\n      trackingUrl\n    }\n    payment {\n      ...OrderPaymentFields\n      refunds {\n        at\n        amount\n        reason\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderPaymentFields on OrderPayment {\n  state\n  authorized\n  charged\n  refunded\n  due\n  brand\n  lastFour\n}"): (typeof documents)["fragment OrderPaymentFields on OrderPayment {\n  state\n  authorized\n  charged\n  refunded\n  due\n  brand\n  lastFour\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Order($orderNumber: String!) {\n  order(orderNumber: $orderNumber) {\n    ...OrderFields\n  }\n}"): (typeof documents)["query Order($orderNumber: String!) {\n  order(orderNumber: $orderNumber) {\n    ...OrderFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Orders($search: String, $page: Int, $pageSize: Int) {\n  orders(search: $search, page: $page, pageSize: $pageSize) {\n    total\n    page\n    pageSize\n    pageCount\n    counters {\n      pending\n      undelivered\n      delivered\n      refund\n    }\n    orders {\n      orderNumber\n      placedAt\n      itemCount\n      total\n      status\n    }\n  }\n}"): (typeof documents)["query Orders($search: String, $page: Int, $pageSize: Int) {\n  orders(search: $search, page: $page, pageSize: $pageSize) {\n    total\n    page\n    pageSize\n    pageCount\n    counters {\n      pending\n      undelivered\n      delivered\n      refund\n    }\n    orders {\n      orderNumber\n      placedAt\n      itemCount\n      total\n      status\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PayOrder($input: PayOrderInput!) {\n  payOrder(input: $input) {\n    __typename\n    ... on OrderPaid {\n      order {\n        orderNumber\n        payment {\n          ...OrderPaymentFields\n        }\n      }\n    }\n    ...InputErrorsFields\n  }\n}"): (typeof documents)["mutation PayOrder($input: PayOrderInput!) {\n  payOrder(input: $input) {\n    __typename\n    ... on OrderPaid {\n      order {\n        orderNumber\n        payment {\n          ...OrderPaymentFields\n        }\n      }\n    }\n    ...InputErrorsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaymentForm {\n  paymentForm {\n    provider\n    scriptUrl\n    apiLoginId\n    clientKey\n    bankAccounts\n  }\n}"): (typeof documents)["query PaymentForm {\n  paymentForm {\n    provider\n    scriptUrl\n    apiLoginId\n    clientKey\n    bankAccounts\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PlaceOrder($input: PlaceOrderInput!) {\n  placeOrder(input: $input) {\n    __typename\n    ... on OrderPlaced {\n      order {\n        ...OrderFields\n      }\n    }\n    ...InputErrorsFields\n    ... on IdentityDocumentNeeded {\n      code\n      message\n      documentUrl\n    }\n  }\n}"): (typeof documents)["mutation PlaceOrder($input: PlaceOrderInput!) {\n  placeOrder(input: $input) {\n    __typename\n    ... on OrderPlaced {\n      order {\n        ...OrderFields\n      }\n    }\n    ...InputErrorsFields\n    ... on IdentityDocumentNeeded {\n      code\n      message\n      documentUrl\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShippingRestrictions {\n  shippingRestrictions {\n    stateCode\n    stateName\n    kind\n    description\n    allowedFlavors\n    maxNicotineMg\n    maxUnits\n    effectiveFrom\n    source\n  }\n}"): (typeof documents)["query ShippingRestrictions {\n  shippingRestrictions {\n    stateCode\n    stateName\n    kind\n    description\n    allowedFlavors\n    maxNicotineMg\n    maxUnits\n    effectiveFrom\n    source\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SignUpOffer {\n  signUpOffer {\n    headline\n    text\n  }\n}"): (typeof documents)["query SignUpOffer {\n  signUpOffer {\n    headline\n    text\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;