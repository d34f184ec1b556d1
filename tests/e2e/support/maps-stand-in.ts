/**
 * A small recording stand-in for the Google Maps JavaScript API, served in place of
 * the real script so tests never reach Google. It records the map's options and the
 * markers, and calls the loader's callback like the real script does. It has what
 * @react-google-maps/api calls for the GoogleMap and the MarkerF the site gives its props.
 */
export const MAPS_SCRIPT = /^https:\/\/maps\.googleapis\.com\/maps\/api\/js/;

export function mapsStandIn(callback: string): string {
  return `(() => {
  const record = (window.__mapsRecord = { maps: [], markers: [] });
  class MVCObject {
    set(k, v) { this[k] = v; }
    get(k) { return this[k]; }
  }
  class LatLng {
    constructor(lat, lng) { this._lat = typeof lat === "object" ? lat.lat : lat; this._lng = typeof lat === "object" ? lat.lng : lng; }
    lat() { return this._lat; }
    lng() { return this._lng; }
    toJSON() { return { lat: this._lat, lng: this._lng }; }
  }
  class Map extends MVCObject {
    constructor(div, options) {
      super();
      this.div = div;
      this.options = { ...options };
      div.setAttribute("data-stand-in-map", "");
      div.textContent = "Map stand-in";
      record.maps.push(this);
    }
    setOptions(o) { Object.assign(this.options, o); }
    setCenter(c) { this.options.center = c; }
    getCenter() { const c = this.options.center; return new LatLng(c.lat, c.lng); }
    setZoom(z) { this.options.zoom = z; }
    getZoom() { return this.options.zoom; }
  }
  class Marker extends MVCObject {
    constructor(options) { super(); this.options = { ...options }; record.markers.push(this); }
    setMap(m) { this.map = m; }
    getMap() { return this.map; }
    setOptions(o) { Object.assign(this.options, o); }
    setPosition(p) { this.options.position = p; }
    getPosition() { const p = this.options.position; return new LatLng(p.lat, p.lng); }
    setTitle(t) { this.options.title = t; }
    setAnimation() {}
  }
  const event = {
    addListener: () => ({ remove() {} }),
    removeListener: (l) => l && l.remove && l.remove(),
    trigger: () => {},
  };
  window.google = { maps: { Map, Marker, LatLng, event, version: "stand-in" } };
  const cb = ${JSON.stringify(callback)};
  if (cb && typeof window[cb] === "function") window[cb]();
})();`;
}

/** Reads the callback name the page asked for from the script URL. */
export function callbackFrom(url: string): string {
  return new URL(url).searchParams.get("callback") ?? "";
}
