"""The learned model: a small numpy MLP (or logistic regression) read from a JSON weights file."""

import json
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from .features import encode

DEFAULT_MODEL = Path(__file__).resolve().parents[1] / "model.json"
FORMAT = "marquee-recommender-model"
FORMAT_VERSION = 1


class ModelError(Exception):
    """The weights file is missing, unreadable or not a model this code can run."""


@dataclass
class Model:
    """Dense layers (ReLU between, sigmoid at the end) plus the feature spec they were trained on."""

    spec: dict
    layers: list  # [(weights (in × out), bias (out,))]
    info: dict = field(default_factory=dict)

    def predict_matrix(self, matrix):
        """Returns P(label = 1) for each row of an already encoded feature matrix."""
        activations = matrix
        for index, (weights, bias) in enumerate(self.layers):
            activations = activations @ weights + bias
            if index < len(self.layers) - 1:
                activations = np.maximum(activations, 0.0)
        logits = np.clip(activations[:, 0], -40.0, 40.0)
        return 1.0 / (1.0 + np.exp(-logits))

    def predict(self, films):
        """Returns P(critics' average ≥ 7/10) for each film."""
        return self.predict_matrix(encode(films, self.spec))

    def to_json(self):
        """A JSON-able dict; weights rounded to 7 significant digits so the file diffs calmly."""
        return {
            "format": FORMAT,
            "version": FORMAT_VERSION,
            **self.info,
            "features": self.spec,
            "layers": [
                {"weights": [[float(f"{w:.7g}") for w in row] for row in weights],
                 "bias": [float(f"{b:.7g}") for b in bias]}
                for weights, bias in self.layers
            ],
        }


def load_model(path=DEFAULT_MODEL):
    """Reads a weights file written by train.py.

    Raises ModelError naming the file (not its directory) when it is missing or invalid.
    """
    path = Path(path)
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ModelError(f"Model file not found: {path.name}. Run train.py to create it.") from None
    except (OSError, ValueError) as error:
        raise ModelError(f"Model file {path.name} is unreadable: {error}") from None
    if not isinstance(document, dict) or document.get("format") != FORMAT or document.get("version") != FORMAT_VERSION:
        raise ModelError(f"Model file {path.name} is not a {FORMAT} v{FORMAT_VERSION} file.")
    try:
        spec = document["features"]
        layers = [(np.array(layer["weights"], dtype=np.float64), np.array(layer["bias"], dtype=np.float64))
                  for layer in document["layers"]]
        width = len(spec["names"])
        for weights, bias in layers:
            if weights.ndim != 2 or weights.shape[0] != width or bias.shape != (weights.shape[1],):
                raise ValueError("layer shapes do not chain")
            width = weights.shape[1]
        if width != 1:
            raise ValueError("the last layer must have one output")
    except (KeyError, TypeError, ValueError) as error:
        raise ModelError(f"Model file {path.name} is malformed: {error}") from None
    info = {k: v for k, v in document.items() if k not in ("format", "version", "features", "layers")}
    return Model(spec=spec, layers=layers, info=info)
