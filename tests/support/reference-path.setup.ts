/**
 * The API suites' second run: graphql-js executes (not graphql-jit) and every document goes as its text
 * (not its trusted hash), so both paths are held to the same answers and errors.
 */
process.env.GRAPHQL_EXECUTION = 'standard';
process.env.GRAPHQL_TEST_DOCUMENTS = 'text';
