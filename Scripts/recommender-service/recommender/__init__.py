"""Marquee's reference recommender for CinemaScopeAI's "form mode" (`POST /predict/`)."""
