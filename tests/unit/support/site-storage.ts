// `@generated/site-storage` for jest: what Docusaurus generates for `storage: {namespace: false}`.
export default {type: 'localStorage', namespace: ''};
