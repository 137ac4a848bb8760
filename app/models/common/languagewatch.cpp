#include "languagewatch.h"

#include <QCoreApplication>
#include <QEvent>

LanguageWatch::LanguageWatch(QObject* parent) : QObject(parent) {
    // Installing a translator sends LanguageChange to the application object only.
    if (QCoreApplication* app = QCoreApplication::instance()) app->installEventFilter(this);
}

bool LanguageWatch::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance())
        emit changed();
    return false;
}

void LanguageWatch::rewrites(QAbstractListModel* model) {
    auto* watch = new LanguageWatch(model);
    QObject::connect(watch, &LanguageWatch::changed, model, [model] {
        if (model->rowCount() > 0)
            emit model->dataChanged(model->index(0), model->index(model->rowCount() - 1));
    });
}
