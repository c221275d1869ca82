"""The FastAPI app: CinemaScopeAI's form-mode contract served from Marquee's bundled catalog.

    GET  /           {"message": "Recommendation API is running!"}
    POST /predict/   {"release_year", "duration_text", "type", "rating"} → {"recommendations": [5 films]}

Errors follow the seed: 400 for a type or rating its encoders did not know, FastAPI's 422 for a body
that fails validation, 500 with a string detail when the model or catalog cannot be used, and
Starlette's 307 from /predict to /predict/. Set MARQUEE_RECOMMENDER_MODEL or
MARQUEE_RECOMMENDER_CATALOG to serve other files (tests use this to provoke the 500).
"""

import logging
import os
import threading
from contextlib import asynccontextmanager

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel, Field

from .catalog import DEFAULT_CATALOG, CatalogError, load_catalog
from .model import DEFAULT_MODEL, ModelError, load_model
from .ranking import RATINGS, TYPES, Recommender

HEALTH_MESSAGE = "Recommendation API is running!"
INVALID_INPUT = "Invalid 'type' or 'rating' input."
PREDICTION_FAILED = "Model prediction failed."

# uvicorn's error logger, so warnings show up formatted like the server's own lines.
log = logging.getLogger("uvicorn.error")


class UserMovieInput(BaseModel):
    """The form: the seed's UserMovieInput, field for field."""

    release_year: int = Field(examples=[2010])
    duration_text: str = Field(examples=["120"], description='Minutes ("120", "90 min", "1h 30m") or "2 Seasons".')
    type: str = Field(examples=["Movie"], description="Movie or TV Show (the catalog holds films only).")
    rating: str = Field(examples=["PG-13"], description="One of " + ", ".join(RATINGS) + ".")


class Recommendation(BaseModel):
    """One film; the seed's placeholders ("Unknown", "NR", "N/A") stand for unknown values."""

    title: str
    genre: str
    rating: str
    score: float = Field(ge=0.0, le=1.0)
    poster_url: str | None
    director: str
    release_year: int
    summary: str


class RecommendationResponse(BaseModel):
    """The seed's response wrapper."""

    recommendations: list[Recommendation]


class _LazyRecommender:
    """Loads catalog and model on first use; a failure is reported and retried on the next request."""

    def __init__(self, model_path, catalog_path):
        self.model_path, self.catalog_path = model_path, catalog_path
        self._lock = threading.Lock()
        self._value = None

    def get(self):
        with self._lock:
            if self._value is None:
                catalog = load_catalog(self.catalog_path)
                model = load_model(self.model_path)
                if model.info.get("catalog_sha256") not in (None, catalog.sha256):
                    log.warning("model was trained on a different catalog; rerun train.py")
                self._value = Recommender(catalog, model)
            return self._value


def create_app(model_path=None, catalog_path=None):
    """Builds the app; paths default to the environment overrides, then to the committed files."""
    recommender = _LazyRecommender(
        model_path or os.environ.get("MARQUEE_RECOMMENDER_MODEL") or DEFAULT_MODEL,
        catalog_path or os.environ.get("MARQUEE_RECOMMENDER_CATALOG") or DEFAULT_CATALOG,
    )

    @asynccontextmanager
    async def lifespan(_app):
        # Warm up so the first request is fast; a broken model must not stop the health route.
        try:
            recommender.get()
        except (CatalogError, ModelError) as error:
            log.warning("recommender not ready: %s", error)
        yield

    app = FastAPI(
        title="Marquee recommender (CinemaScopeAI form mode)",
        description="Five films from Marquee's bundled catalog, scored by a numpy MLP. See README.md.",
        version="1.0.0",
        lifespan=lifespan,
    )

    @app.get("/")
    def health():
        """Health check, as the seed answers it."""
        return {"message": HEALTH_MESSAGE}

    @app.post("/predict/", response_model=RecommendationResponse)
    def predict(payload: UserMovieInput):
        """Five films near the requested year and runtime, rated at most as strictly as requested."""
        if payload.type not in TYPES or payload.rating not in RATINGS:
            raise HTTPException(status_code=400, detail=INVALID_INPUT)
        try:
            engine = recommender.get()
        except ModelError as error:
            raise HTTPException(status_code=500, detail=str(error)) from None
        except CatalogError as error:
            raise HTTPException(status_code=500, detail=f"Catalog unavailable: {error}") from None
        try:
            results = engine.recommend(payload.release_year, payload.duration_text, payload.type, payload.rating)
        except Exception:  # noqa: BLE001 — the seed's catch-all, logged with its traceback
            log.exception("prediction failed")
            raise HTTPException(status_code=500, detail=PREDICTION_FAILED) from None
        return {"recommendations": results}

    return app


app = create_app()
