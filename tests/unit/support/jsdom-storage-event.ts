// jsdom 26 has StorageEvent but not `document.createEvent('StorageEvent')`, which theme-common's
// storage slot uses to tell this tab about its own writes (browsers all support it). Without this
// the slot's listeners never fire under jest, and stored state would look stale.
if (typeof Document !== 'undefined') {
  const createEvent = Document.prototype.createEvent;
  Document.prototype.createEvent = function (this: Document, type: string) {
    return type === 'StorageEvent' ? new StorageEvent('storage') : createEvent.call(this, type);
  } as Document['createEvent'];
}
