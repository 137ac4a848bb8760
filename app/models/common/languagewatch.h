#pragma once

#include <QAbstractListModel>
#include <QObject>

// Says when the interface language changes (a translator installed or removed), so a model
// can write its texts again: C++ texts are not rebound as QML's qsTr bindings are.
class LanguageWatch : public QObject {
    Q_OBJECT

public:
    explicit LanguageWatch(QObject* parent = nullptr);

    // Makes `model` (whose data() calls tr) announce every row changed when the language
    // changes, so its views write it again.
    static void rewrites(QAbstractListModel* model);

signals:
    void changed();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};
