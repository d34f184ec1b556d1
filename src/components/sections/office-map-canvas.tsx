import * as React from "react";
import { GoogleMap, MarkerF } from "@react-google-maps/api";

interface OfficeMapCanvasProps {
  center: { lat: number; lng: number };
  zoom: number;
  title: string;
}

const CONTAINER_STYLE = { width: "100%", height: "100%" };

/** The interactive map; its own chunk, imported only once the Maps script has loaded. */
export default function OfficeMapCanvas({ center, zoom, title }: OfficeMapCanvasProps) {
  return (
    <GoogleMap
      mapContainerStyle={CONTAINER_STYLE}
      center={center}
      zoom={zoom}
      options={{ streetViewControl: false, mapTypeControl: false, fullscreenControl: true }}
    >
      <MarkerF position={center} title={title} />
    </GoogleMap>
  );
}
